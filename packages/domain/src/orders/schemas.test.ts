import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../shared/zod-errors";
import { createOrderSchema, decodeOrderCursor, encodeOrderCursor, orderListSchema, shipOrderSchema } from "./schemas";

describe("order list cursor", () => {
  it("round-trips PostgreSQL's timestamp text (microseconds kept) and integer totals", () => {
    const created = { v: "2026-10-01 08:00:00.123456+00", id: "order_01ABC" };
    expect(decodeOrderCursor(encodeOrderCursor(created), "created_desc")).toEqual(created);
    const total = { v: 12_990, id: "order_01XYZ" };
    expect(decodeOrderCursor(encodeOrderCursor(total), "total_asc")).toEqual(total);
  });

  it("refuses what it did not make: garbage, a timestamp for a total sort, SQL in the value", () => {
    expect(decodeOrderCursor("not-a-cursor", "created_desc")).toBeNull();
    expect(decodeOrderCursor(encodeOrderCursor({ v: "2026-10-01 08:00:00+00", id: "o" }), "total_desc")).toBeNull();
    expect(decodeOrderCursor(encodeOrderCursor({ v: "1'; DROP TABLE x; --", id: "o" }), "created_asc")).toBeNull();
    expect(decodeOrderCursor(encodeOrderCursor({ v: 1.5, id: "o" }), "total_asc")).toBeNull();
  });
});

describe("order schemas", () => {
  it("defaults the list to newest first, 20 per page, and refuses an end date before the start", () => {
    expect(orderListSchema.parse({})).toMatchObject({ sort: "created_desc", limit: 20, direction: "after" });
    const result = orderListSchema.safeParse({ createdFrom: "2026-10-05", createdTo: "2026-10-01" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ createdTo: ["orders:errors.dateRange"] });
    expect(orderListSchema.safeParse({ limit: 101 }).success).toBe(false);
  });

  it("names each missing part of a manual order", () => {
    const result = createOrderSchema.safeParse({
      shopId: "",
      shippingAddress: { firstName: "", lastName: "X", address1: "A 1", city: "B", postalCode: "1", countryCode: "ZZ" },
      items: [],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toMatchObject({
        shopId: ["orders:errors.shopRequired"],
        "shippingAddress.firstName": ["common:errors.required"],
        "shippingAddress.countryCode": ["orders:errors.countryInvalid"],
        items: ["orders:errors.itemsRequired"],
      });
    }
  });

  it("needs a tracking number and only http(s) links to ship", () => {
    const result = shipOrderSchema.safeParse({
      orderId: "order_1",
      trackingNumbers: [],
      trackingUrls: ["javascript:alert(1)"],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toMatchObject({
        trackingNumbers: ["orders:errors.trackingRequired"],
        "trackingUrls.0": ["orders:errors.invalidTrackingUrl"],
      });
    }
  });
});
