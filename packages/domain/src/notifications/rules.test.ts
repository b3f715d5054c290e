import { describe, expect, it } from "vitest";
import { isOverdue } from "./rules";

describe("isOverdue", () => {
  it("is overdue from the day after the due day while something is still to pay", () => {
    expect(isOverdue("open", "2026-11-20", "2026-11-20")).toBe(false);
    expect(isOverdue("open", "2026-11-20", "2026-11-21")).toBe(true);
    expect(isOverdue("partially_paid", "2026-11-20", "2026-12-01")).toBe(true);
  });
  it("is never overdue when paid, cancelled, nothing to pay or the proof is being checked", () => {
    for (const status of ["paid", "cancelled", "no", "customer_proved"]) {
      expect(isOverdue(status, "2026-01-01", "2026-11-21")).toBe(false);
    }
  });
});
