import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { changePasswordSchema } from "../settings/schemas";
import { fieldErrorsOf } from "../shared/zod-errors";
import { loginSchema, passwordResetRequestSchema, resetPasswordSchema, signUpSchema } from "./schemas";

/** Field → translation keys, as the API and the forms report them; {} when valid. */
function errorsOf(schema: ZodTypeAny, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

const validSignUp = {
  organisationName: "Nordlicht Home GmbH",
  firstName: "Clara",
  lastName: "Kunde",
  email: "clara@example.com",
  password: "correct-horse",
  confirmPassword: "correct-horse",
};

const validReset = {
  email: "clara@example.com",
  token: "a-token",
  password: "correct-horse",
  confirmPassword: "correct-horse",
};

describe("loginSchema", () => {
  it("accepts a valid login and normalises the email", () => {
    expect(loginSchema.parse({ email: "  Clara@Example.COM ", password: "x" })).toEqual({
      email: "clara@example.com",
      password: "x",
    });
  });

  it("reports an invalid email as auth:errors.invalidEmail", () => {
    expect(errorsOf(loginSchema, { email: "not-an-email", password: "x" })).toEqual({
      email: ["auth:errors.invalidEmail"],
    });
  });

  it("reports an empty password as auth:errors.passwordRequired", () => {
    expect(errorsOf(loginSchema, { email: "clara@example.com", password: "" })).toEqual({
      password: ["auth:errors.passwordRequired"],
    });
  });
});

describe("signUpSchema", () => {
  it("accepts a complete sign-up", () => {
    expect(errorsOf(signUpSchema, validSignUp)).toEqual({});
  });

  it("reports an invalid email as auth:errors.invalidEmail", () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, email: "clara@" })).toEqual({
      email: ["auth:errors.invalidEmail"],
    });
  });

  it("reports a missing confirmation as auth:errors.confirmRequired, not as a mismatch", () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, confirmPassword: "" })).toEqual({
      confirmPassword: ["auth:errors.confirmRequired"],
    });
  });

  it("reports different passwords as auth:errors.passwordsMismatch on confirmPassword", () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, confirmPassword: "correct-horsE" })).toEqual({
      confirmPassword: ["auth:errors.passwordsMismatch"],
    });
  });

  it("reports a password shorter than 8 characters as auth:errors.passwordTooShort", () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, password: "short77", confirmPassword: "short77" })).toEqual({
      password: ["auth:errors.passwordTooShort"],
    });
    expect(errorsOf(signUpSchema, { ...validSignUp, password: "eight888", confirmPassword: "eight888" })).toEqual({});
  });

  it("reports an empty password as auth:errors.passwordRequired", () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, password: "", confirmPassword: "" })).toMatchObject({
      password: ["auth:errors.passwordRequired"],
    });
  });

  it("reports blank names as common:errors.required", () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, organisationName: "   ", firstName: "", lastName: " " })).toEqual({
      organisationName: ["common:errors.required"],
      firstName: ["common:errors.required"],
      lastName: ["common:errors.required"],
    });
  });

  it("reports every field of an empty form with its own key", () => {
    expect(
      errorsOf(signUpSchema, {
        organisationName: "",
        firstName: "",
        lastName: "",
        email: "",
        password: "",
        confirmPassword: "",
      }),
    ).toEqual({
      organisationName: ["common:errors.required"],
      firstName: ["common:errors.required"],
      lastName: ["common:errors.required"],
      email: ["auth:errors.invalidEmail"],
      password: ["auth:errors.passwordRequired"],
      confirmPassword: ["auth:errors.confirmRequired"],
    });
  });
});

describe("passwordResetRequestSchema", () => {
  it("reports an invalid email as auth:errors.invalidEmail", () => {
    expect(errorsOf(passwordResetRequestSchema, { email: "nope" })).toEqual({ email: ["auth:errors.invalidEmail"] });
    expect(errorsOf(passwordResetRequestSchema, { email: "clara@example.com" })).toEqual({});
  });
});

describe("resetPasswordSchema", () => {
  it("accepts a complete reset", () => {
    expect(errorsOf(resetPasswordSchema, validReset)).toEqual({});
  });

  it("reports a missing confirmation as auth:errors.confirmRequired", () => {
    expect(errorsOf(resetPasswordSchema, { ...validReset, confirmPassword: "" })).toEqual({
      confirmPassword: ["auth:errors.confirmRequired"],
    });
  });

  it("reports different passwords as auth:errors.passwordsMismatch on confirmPassword", () => {
    expect(errorsOf(resetPasswordSchema, { ...validReset, confirmPassword: "something-else" })).toEqual({
      confirmPassword: ["auth:errors.passwordsMismatch"],
    });
  });

  it("reports a missing token as common:errors.required and a bad email as auth:errors.invalidEmail", () => {
    expect(errorsOf(resetPasswordSchema, { ...validReset, token: "", email: "x" })).toEqual({
      email: ["auth:errors.invalidEmail"],
      token: ["common:errors.required"],
    });
  });
});

describe("password confirmation", () => {
  it('says "Passwords do not match." at once, beside the other fields\' errors', () => {
    const result = signUpSchema.safeParse({
      organisationName: "",
      firstName: "",
      lastName: "Muster",
      email: "not-an-email",
      password: "long-enough-1",
      confirmPassword: "something-else",
    });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    expect(errors.confirmPassword).toEqual(["auth:errors.passwordsMismatch"]);
    expect(errors.email).toEqual(["auth:errors.invalidEmail"]);
    expect(errors.organisationName).toEqual(["common:errors.required"]);
  });

  it("checks the new password of the change-password form the same way", () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: "",
      newPassword: "long-enough-1",
      confirmPassword: "nope-nope",
    });
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    expect(errors).toEqual({
      currentPassword: ["auth:errors.passwordRequired"],
      confirmPassword: ["auth:errors.passwordsMismatch"],
    });
  });
});
