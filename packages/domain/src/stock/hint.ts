import { STOCK_HINT_MIN_DAYS_OF_SALES } from "./constants";

/** Days of real order lines the stock hint reads by default (spec §9 leaves the window open). */
export const STOCK_HINT_WINDOW_DAYS = 14;
/** Days of sales the Stocks screen shows as "sales per day". */
export const STOCK_SALES_WINDOW_DAYS = 30;

export type StockHintInput = {
  /** On hand − reserved at the location. */
  available: number;
  /** Still to arrive there from open stock orders. */
  arriving: number;
  /** Units sold from the location within the window. */
  soldInWindow: number;
  /** Length of the window in days (≥ 1). */
  windowDays: number;
  /** Days of sales the stock should cover (spec §9: at least 3). */
  coverDays?: number;
};

export type StockHint = {
  /** Average units sold per day in the window. */
  dailyRate: number;
  /** Stock that covers `coverDays` of sales: ⌈coverDays × daily rate⌉ whole units. */
  target: number;
  /** Available stock is below the target. */
  below: boolean;
  /** What to order: the gap to the target, less what is already on its way (never negative). */
  proposedQuantity: number;
};

/**
 * Spec §9: stock should cover at least 3 days of sales. Compares what is available now with
 * 3 × the daily sales rate; a variant that did not sell needs no stock by this rule. Stock exactly
 * at the target is enough. The proposal does not count twice what an open stock order brings.
 */
export function stockHint(input: StockHintInput): StockHint {
  const coverDays = input.coverDays ?? STOCK_HINT_MIN_DAYS_OF_SALES;
  const windowDays = Math.max(1, Math.floor(input.windowDays));
  const sold = Math.max(0, input.soldInWindow);
  const dailyRate = sold / windowDays;
  // Rounded to 1e-9 first so that e.g. 3 × 0.1 × 10 does not become 4 units by float noise.
  const target = Math.ceil(Math.round(coverDays * dailyRate * 1e9) / 1e9);
  const available = input.available;
  const below = available < target;
  const proposedQuantity = Math.max(0, target - Math.max(0, available) - Math.max(0, input.arriving));
  return { dailyRate, target, below, proposedQuantity };
}
