import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "./zod-errors";

function errorsOf(schema: z.ZodTypeAny, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be invalid");
  return fieldErrorsOf(result.error);
}

describe("fieldErrorsOf", () => {
  it("maps a missing field to common:errors.required", () => {
    expect(errorsOf(z.object({ name: z.string() }), {})).toEqual({ name: ["common:errors.required"] });
  });

  it("maps zod's other English defaults to common:errors.invalid", () => {
    const schema = z.object({
      name: z.string(),
      count: z.number().int(),
      kind: z.enum(["a", "b"]),
      at: z.string().url(),
    });
    expect(errorsOf(schema, { name: 42, count: 1.5, kind: "c", at: "no url" })).toEqual({
      name: ["common:errors.invalid"],
      count: ["common:errors.invalid"],
      kind: ["common:errors.invalid"],
      at: ["common:errors.invalid"],
    });
  });

  it("keeps messages that are translation keys", () => {
    expect(
      errorsOf(z.object({ email: z.string().email({ message: "auth:errors.invalidEmail" }) }), { email: "x" }),
    ).toEqual({ email: ["auth:errors.invalidEmail"] });
  });

  it("treats plain-text messages as common:errors.invalid, never showing them", () => {
    expect(errorsOf(z.object({ a: z.string().min(3, { message: "Too short!" }) }), { a: "x" })).toEqual({
      a: ["common:errors.invalid"],
    });
  });

  it("joins nested paths with dots and collects several keys per field", () => {
    const schema = z.object({
      address: z.object({
        zip: z
          .string()
          .min(5, { message: "common:errors.invalid" })
          .regex(/^\d+$/, { message: "common:errors.required" }),
      }),
    });
    expect(errorsOf(schema, { address: { zip: "ab" } })).toEqual({
      "address.zip": ["common:errors.invalid", "common:errors.required"],
    });
  });

  it("puts form-level issues under _form", () => {
    const schema = z.string().refine(() => false, { message: "auth:errors.checkInput" });
    expect(errorsOf(schema, "x")).toEqual({ _form: ["auth:errors.checkInput"] });
  });
});
