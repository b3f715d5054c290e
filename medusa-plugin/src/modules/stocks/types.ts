import type { StockHint } from "@platform/domain";

/** One row of the Stocks screen: a variant at a location. */
export type StockRowView = {
  location: { id: string; name: string };
  variant: { id: string; productTitle: string; title: string; sku: string | null };
  onHand: number;
  reserved: number;
  available: number;
  arriving: number;
  /** The soonest open stock order's window (none for stock in China). */
  expectedArrival: { earliest: Date; latest: Date } | null;
  salesPerDay: number;
  hint: StockHint;
};
