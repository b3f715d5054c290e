import { describe, expect, it } from "vitest";
import { initialInvoiceStatus, isPayable, mayCancel, mayPayByCard, statusAfterPayment } from "./rules";

describe("invoice status rules", () => {
  it("starts an invoice open, a zero invoice and a credit note as no", () => {
    expect(initialInvoiceStatus("invoice", 1250)).toBe("open");
    expect(initialInvoiceStatus("invoice", 0)).toBe("no");
    expect(initialInvoiceStatus("credit", 1250)).toBe("no");
  });

  it("pays open, proved and partially paid invoices only", () => {
    expect(["open", "customer_proved", "partially_paid"].every((s) => isPayable(s as never))).toBe(true);
    expect(["no", "paid", "cancelled"].some((s) => isPayable(s as never))).toBe(false);
  });

  it("moves to partially_paid below the total and to paid at or above it", () => {
    expect(statusAfterPayment(1000, 400)).toBe("partially_paid");
    expect(statusAfterPayment(1000, 1000)).toBe("paid");
    expect(statusAfterPayment(1000, 0)).toBe("open");
  });

  it("cancels only what nobody has paid anything of", () => {
    expect(mayCancel("open", 0)).toBe(true);
    expect(mayCancel("customer_proved", 0)).toBe(true);
    expect(mayCancel("partially_paid", 100)).toBe(false);
    expect(mayCancel("paid", 1000)).toBe(false);
  });
});

describe("mayPayByCard", () => {
  it("pays open and partially paid invoices by card, nothing else", () => {
    expect(mayPayByCard("open")).toBe(true);
    expect(mayPayByCard("partially_paid")).toBe(true);
    for (const status of ["customer_proved", "paid", "cancelled", "no"] as const)
      expect(mayPayByCard(status)).toBe(false);
  });
});
