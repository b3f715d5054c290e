import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../zod-errors";
import { createClaimSchema } from "./claims";

const errorsOf = (input: unknown) => {
  const result = createClaimSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const image = (n: number) => ({ id: `file_${n}`, mimeType: "image/jpeg" });

describe("createClaimSchema (spec §5)", () => {
  it("names every missing part with the spec's message", () => {
    expect(errorsOf({ orderId: "order_1" })).toEqual({
      type: ["claims:errors.selectType"],
      description: ["claims:errors.addDescription"],
      files: ["claims:errors.addFile"],
    });
    expect(errorsOf({ orderId: "order_1", type: "broken", description: "   ", files: [] })).toEqual({
      type: ["claims:errors.selectType"],
      description: ["claims:errors.addDescription"],
      files: ["claims:errors.addFile"],
    });
  });

  it("allows at most 5 images, but other files beside them", () => {
    const five = [1, 2, 3, 4, 5].map(image);
    expect(
      errorsOf({ orderId: "order_1", type: "lost", description: "Never arrived", files: [...five, image(6)] }),
    ).toEqual({
      files: ["claims:errors.tooManyImages"],
    });
    const ok = createClaimSchema.parse({
      orderId: "order_1",
      type: "refund",
      description: "  Broken on arrival  ",
      files: [...five, { id: "file_pdf", mimeType: "application/pdf" }],
    });
    expect(ok.description).toBe("Broken on arrival");
    expect(ok.files).toHaveLength(6);
  });
});
