import { describe, expect, it } from "vitest";
import { bookingTransitions, mayChangeBooking } from "./rules";
import { bookServiceSchema, createServiceSchema } from "./schemas";

describe("booking status changes", () => {
  it("let the provider confirm, complete and cancel, and the merchant cancel only while pending", () => {
    expect(bookingTransitions("provider", "pending")).toEqual(["confirmed", "cancelled"]);
    expect(mayChangeBooking("provider", "confirmed", "completed")).toBe(true);
    expect(mayChangeBooking("provider", "pending", "completed")).toBe(false);
    expect(mayChangeBooking("provider", "completed", "cancelled")).toBe(false);
    expect(mayChangeBooking("merchant", "pending", "cancelled")).toBe(true);
    expect(mayChangeBooking("merchant", "confirmed", "cancelled")).toBe(false);
    expect(mayChangeBooking("merchant", "pending", "confirmed")).toBe(false);
  });
});

describe("service and booking input", () => {
  it("reads a EUR price with comma or point into cents and refuses other text", () => {
    const base = { name: "Photos", price: "49,90" };
    expect(createServiceSchema.parse(base).price).toBe(4990);
    expect(createServiceSchema.parse({ ...base, price: "12" }).price).toBe(1200);
    const bad = createServiceSchema.safeParse({ ...base, price: "12 EUR", termsUrl: "javascript:alert(1)" });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message).sort()).toEqual([
      "bookings:errors.priceInvalid",
      "bookings:errors.termsUrlInvalid",
    ]);
  });

  it("requires the terms to be accepted and a whole positive amount", () => {
    const result = bookServiceSchema.safeParse({
      serviceId: "svc_1",
      amount: "0",
      bookingDate: "2026-12-01",
      acceptTerms: false,
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message).sort()).toEqual([
      "bookings:errors.acceptTerms",
      "bookings:errors.amountInvalid",
    ]);
  });
});
