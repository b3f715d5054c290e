import {
  arrivalWindow,
  STOCK_HINT_WINDOW_DAYS,
  STOCK_SALES_WINDOW_DAYS,
  type StocksExportInput,
  stockHint,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { stockRows } from "./data-access/stock-rows";
import type { StockRowView } from "./types";

/** An organisation holds at most this many (variant, location) rows on the Stocks screen. */
const MAX_ROWS = 20_000;

/**
 * Every variant the merchant holds or has on its way, per location, with sales per day and the
 * stock hint (spec §9); the hint's arithmetic is packages/domain's `stockHint`. `productId`: only
 * that product's variants (the product overview's hints).
 */
export async function listStockRows(
  manager: EntityManager,
  organisationId: string,
  input: StocksExportInput,
  productId?: string,
): Promise<{ rows: StockRowView[]; hintDays: number }> {
  const hintDays = input.windowDays ?? STOCK_HINT_WINDOW_DAYS;
  const rows = await stockRows(manager, {
    organisationId,
    hintDays,
    salesDays: STOCK_SALES_WINDOW_DAYS,
    locationId: input.locationId,
    search: input.search,
    productId,
    limit: MAX_ROWS,
  });
  const views = rows.map((row): StockRowView => {
    const available = row.on_hand - row.reserved;
    const windows = (row.open_orders ?? [])
      .map((order) => arrivalWindow(order.method, new Date(order.from)))
      .filter((window) => window !== null)
      .sort((a, b) => a.earliest.getTime() - b.earliest.getTime());
    return {
      location: { id: row.location_id, name: row.location_name },
      variant: { id: row.variant_id, productTitle: row.product_title, title: row.variant_title, sku: row.sku },
      onHand: row.on_hand,
      reserved: row.reserved,
      available,
      arriving: row.arriving,
      /** The soonest open stock order's window (none for stock in China). */
      expectedArrival: windows[0] ?? null,
      salesPerDay: row.sold_sales_window / STOCK_SALES_WINDOW_DAYS,
      hint: stockHint({
        available,
        arriving: row.arriving,
        soldInWindow: row.sold_hint_window,
        windowDays: hintDays,
      }),
    };
  });
  return { rows: input.belowHint ? views.filter((view) => view.hint.below) : views, hintDays };
}
