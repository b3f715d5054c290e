import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../shared/zod-errors";
import { buyPackagingSchema, createOrderUniqueSchema, createPackagingSchema } from "./schemas";

const image = (id: string) => ({ id, mimeType: "image/png" });

describe("packaging schemas", () => {
  it("order-unique packaging takes at most 5 images (spec §5) and at least one file", () => {
    const input = { orderNumber: "#1001", variantId: "variant_1", packagingId: "pkg_1", quantity: 1 };
    const five = createOrderUniqueSchema.safeParse({ ...input, files: ["a", "b", "c", "d", "e"].map(image) });
    expect(five.success).toBe(true);
    const six = createOrderUniqueSchema.safeParse({ ...input, files: ["a", "b", "c", "d", "e", "f"].map(image) });
    expect(six.success ? {} : fieldErrorsOf(six.error)).toEqual({ files: ["uploads:errors.tooManyImages"] });
    const none = createOrderUniqueSchema.safeParse({ ...input, orderNumber: " ", files: [] });
    expect(none.success ? {} : fieldErrorsOf(none.error)).toEqual({
      orderNumber: ["common:errors.required"],
      files: ["packaging:errors.addFile"],
    });
  });

  it("a quantity is a whole number of at least 1", () => {
    for (const quantity of [0, 1.5, -3]) {
      const parsed = buyPackagingSchema.safeParse({ packagingId: "pkg_1", locationId: "loc_1", quantity });
      expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({
        quantity: ["packaging:errors.quantityInvalid"],
      });
    }
  });

  it("the maximum production time is not shorter than the minimum", () => {
    const parsed = createPackagingSchema.safeParse({
      name: "Box",
      type: "box",
      size: "S",
      price: 100,
      lengthMm: 1,
      widthMm: 1,
      heightMm: 1,
      weightG: 1,
      moq: 1,
      productionMinDays: 10,
      productionMaxDays: 5,
    });
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({
      productionMaxDays: ["packaging:errors.productionDays"],
    });
  });
});
