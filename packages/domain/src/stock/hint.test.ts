import { describe, expect, it } from "vitest";
import { stockHint } from "./hint";

describe("stockHint (spec §9: stock for at least 3 days of sales)", () => {
  it("asks for nothing when nothing sold", () => {
    expect(stockHint({ available: 0, arriving: 0, soldInWindow: 0, windowDays: 14 })).toEqual({
      dailyRate: 0,
      target: 0,
      below: false,
      proposedQuantity: 0,
    });
  });

  it("spreads one day of sales over the window", () => {
    // 7 units on a single day in 14 days: 0.5 a day, 3 days → 1.5 → 2 whole units.
    const hint = stockHint({ available: 1, arriving: 0, soldInWindow: 7, windowDays: 14 });
    expect(hint.dailyRate).toBe(0.5);
    expect(hint.target).toBe(2);
    expect(hint.below).toBe(true);
    expect(hint.proposedQuantity).toBe(1);
  });

  it("is satisfied by stock exactly at the hint", () => {
    const hint = stockHint({ available: 6, arriving: 0, soldInWindow: 28, windowDays: 14 });
    expect(hint.target).toBe(6);
    expect(hint.below).toBe(false);
    expect(hint.proposedQuantity).toBe(0);
  });

  it("is below one unit under the hint", () => {
    const hint = stockHint({ available: 5, arriving: 0, soldInWindow: 28, windowDays: 14 });
    expect(hint.below).toBe(true);
    expect(hint.proposedQuantity).toBe(1);
  });

  it("does not propose what is already on its way, but stays below until it arrives", () => {
    const hint = stockHint({ available: 0, arriving: 4, soldInWindow: 28, windowDays: 14 });
    expect(hint.below).toBe(true);
    expect(hint.proposedQuantity).toBe(2);
    expect(stockHint({ available: 0, arriving: 10, soldInWindow: 28, windowDays: 14 }).proposedQuantity).toBe(0);
  });

  it("has no float noise in the target", () => {
    // 1 unit in 10 days: 0.1 a day → 0.3 → 1 unit, and 10 in 100 days the same.
    expect(stockHint({ available: 0, arriving: 0, soldInWindow: 1, windowDays: 10 }).target).toBe(1);
    expect(stockHint({ available: 0, arriving: 0, soldInWindow: 10, windowDays: 10 }).target).toBe(3);
  });

  it("treats a window under one day as one day and negative stock as none to count on", () => {
    expect(stockHint({ available: -2, arriving: 0, soldInWindow: 2, windowDays: 0 })).toEqual({
      dailyRate: 2,
      target: 6,
      below: true,
      proposedQuantity: 6,
    });
  });

  it("honours a longer cover", () => {
    expect(stockHint({ available: 0, arriving: 0, soldInWindow: 14, windowDays: 14, coverDays: 7 }).target).toBe(7);
  });
});
