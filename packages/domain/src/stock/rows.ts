import { STOCK_ORDER_ROW_MESSAGES } from "./messages";

/** At most this many item rows in one stock order (pasted or imported). */
export const STOCK_ORDER_MAX_ROWS = 500;
/** The pasted or imported text is refused above this size, before it is parsed. */
export const STOCK_ORDER_MAX_CSV_CHARS = 100_000;
export const STOCK_ORDER_MAX_QUANTITY = 1_000_000;
/** Unit price in EUR cents: at most 1,000,000.00. */
export const STOCK_ORDER_MAX_PRICE_CENTS = 100_000_000;

export type ItemRow = { sku: string; quantity: number; unitPriceCents: number };
export type RowProblem = { line: number; reason: string; value?: string };

/** "12", "12.5", "12,50", "1.234,50" or "1,234.50" → cents; anything else → null. */
export function parsePriceCents(raw: string): number | null {
  let text = raw.trim().replace(/\s|€|EUR/gi, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastSep = Math.max(text.lastIndexOf(","), text.lastIndexOf("."));
  if (lastSep >= 0 && text.length - lastSep - 1 <= 2) {
    // The last separator with one or two digits after it is the decimal one.
    const whole = text.slice(0, lastSep).replace(/[.,]/g, "");
    const fraction = text.slice(lastSep + 1).padEnd(2, "0");
    text = `${whole || "0"}.${fraction}`;
  } else {
    text = text.replace(/[.,]/g, "");
  }
  const value = Math.round(Number(text) * 100);
  return Number.isSafeInteger(value) && value >= 0 && value <= STOCK_ORDER_MAX_PRICE_CENTS ? value : null;
}

/**
 * One parsed CSV record (sku, quantity, unit price) → an item or the reason it is refused. The
 * line is the source line (csv-parse's), so the merchant finds the row in their file.
 */
export function checkItemRow(cells: string[], line: number): { item: ItemRow } | { problem: RowProblem } {
  if (cells.length !== 3) return { problem: { line, reason: STOCK_ORDER_ROW_MESSAGES.columns } };
  const [sku, quantityText, priceText] = cells.map((cell) => cell.trim());
  if (!sku) return { problem: { line, reason: STOCK_ORDER_ROW_MESSAGES.skuMissing } };
  if (!/^\d+$/.test(quantityText) || Number(quantityText) < 1 || Number(quantityText) > STOCK_ORDER_MAX_QUANTITY) {
    return { problem: { line, reason: STOCK_ORDER_ROW_MESSAGES.quantity, value: quantityText.slice(0, 40) } };
  }
  const unitPriceCents = parsePriceCents(priceText);
  if (unitPriceCents === null) {
    return { problem: { line, reason: STOCK_ORDER_ROW_MESSAGES.price, value: priceText.slice(0, 40) } };
  }
  return { item: { sku: sku.slice(0, 100), quantity: Number(quantityText), unitPriceCents } };
}

/** A first record that names the columns is a header, not an item. */
export function isHeaderRow(cells: string[]): boolean {
  return cells.length > 0 && /^(sku|artikelnummer)$/i.test(cells[0]?.trim() ?? "");
}
