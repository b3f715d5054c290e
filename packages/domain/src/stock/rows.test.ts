import { describe, expect, it } from "vitest";
import { STOCK_ORDER_ROW_MESSAGES } from "./messages";
import { checkItemRow, isHeaderRow, parsePriceCents } from "./rows";

describe("stock order item rows", () => {
  it("reads prices in English and German notation", () => {
    expect(parsePriceCents("12")).toBe(1200);
    expect(parsePriceCents("12.5")).toBe(1250);
    expect(parsePriceCents("12,50")).toBe(1250);
    expect(parsePriceCents("1.234,50")).toBe(123450);
    expect(parsePriceCents("1,234.50")).toBe(123450);
    expect(parsePriceCents("1,234")).toBe(123400);
    expect(parsePriceCents("€ 3,99")).toBe(399);
    expect(parsePriceCents("-1")).toBeNull();
    expect(parsePriceCents("abc")).toBeNull();
    expect(parsePriceCents("")).toBeNull();
  });

  it("names what is wrong with a row", () => {
    expect(checkItemRow(["MUG-1", "10", "2,50"], 2)).toEqual({
      item: { sku: "MUG-1", quantity: 10, unitPriceCents: 250 },
    });
    expect(checkItemRow(["MUG-1", "10"], 3)).toEqual({
      problem: { line: 3, reason: STOCK_ORDER_ROW_MESSAGES.columns },
    });
    expect(checkItemRow(["", "1", "1"], 4)).toEqual({
      problem: { line: 4, reason: STOCK_ORDER_ROW_MESSAGES.skuMissing },
    });
    expect(checkItemRow(["A", "0", "1"], 5)).toEqual({
      problem: { line: 5, reason: STOCK_ORDER_ROW_MESSAGES.quantity, value: "0" },
    });
    expect(checkItemRow(["A", "1.5", "1"], 6)).toMatchObject({
      problem: { reason: STOCK_ORDER_ROW_MESSAGES.quantity },
    });
    expect(checkItemRow(["A", "2", "zwei"], 7)).toEqual({
      problem: { line: 7, reason: STOCK_ORDER_ROW_MESSAGES.price, value: "zwei" },
    });
  });

  it("recognises a header row", () => {
    expect(isHeaderRow(["SKU", "quantity", "price"])).toBe(true);
    expect(isHeaderRow(["MUG-1", "1", "1"])).toBe(false);
  });
});
