import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../shared/zod-errors";
import { buyPackagingSchema, createOrderUniqueSchema, createPackagingSchema } from "./schemas";

const image = (id: string) => ({ id, mimeType: "image/png" });

describe("packaging schemas", () => {
  it("order-unique packaging takes 1 to 10 file references; what a client says a file is, is dropped", () => {
    const input = { orderNumber: "#1001", variantId: "variant_1", packagingId: "pkg_1", quantity: 1 };
    // The 5-image rule is the server's, on the stored, sniffed uploads (UploadService.attach).
    const labelled = createOrderUniqueSchema.parse({ ...input, files: ["a", "b"].map(image) });
    expect(labelled.files).toEqual([{ id: "a" }, { id: "b" }]);
    const ids = "abcdefghijk".split("");
    expect(createOrderUniqueSchema.safeParse({ ...input, files: ids.slice(0, 10).map(image) }).success).toBe(true);
    const eleven = createOrderUniqueSchema.safeParse({ ...input, files: ids.map(image) });
    expect(eleven.success ? {} : fieldErrorsOf(eleven.error)).toEqual({ files: ["uploads:errors.tooManyAttached"] });
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
