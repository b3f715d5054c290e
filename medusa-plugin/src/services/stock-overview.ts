import {
  arrivalWindow,
  type ImportMethod,
  STOCK_HINT_WINDOW_DAYS,
  STOCK_SALES_WINDOW_DAYS,
  type StocksExportInput,
  type StocksListInput,
  stockHint,
} from "@platform/domain";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";

/** An organisation holds at most this many (variant, location) rows on the Stocks screen. */
const MAX_ROWS = 20_000;

type Row = {
  location_id: string;
  location_name: string;
  variant_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  on_hand: number;
  reserved: number;
  arriving: number;
  open_orders: Array<{ method: ImportMethod; from: string }> | null;
  sold_sales_window: number;
  sold_hint_window: number;
};

/**
 * The Stocks screen: every variant the merchant holds or has on its way, per location, with sales
 * per day and the stock hint (spec §9). The hint's arithmetic is packages/domain's `stockHint`.
 */
export default class StockOverviewService extends PlatformService {
  /** `productId`: only that product's variants (the product overview's hints). */
  async rows(organisationId: string, input: StocksExportInput, productId?: string) {
    const hintDays = input.windowDays ?? STOCK_HINT_WINDOW_DAYS;
    const params: unknown[] = [organisationId, hintDays, STOCK_SALES_WINDOW_DAYS];
    const where: string[] = [];
    if (input.locationId) {
      params.push(input.locationId);
      where.push(`k.location_id = $${params.length}`);
    }
    if (input.search) {
      params.push(containsPattern(input.search));
      const n = params.length;
      where.push(`(lower(p.title) LIKE $${n} OR lower(v.title) LIKE $${n} OR lower(coalesce(v.sku, '')) LIKE $${n})`);
    }
    if (productId) {
      params.push(productId);
      where.push(`v.product_id = $${params.length}`);
    }
    params.push(MAX_ROWS);
    const rows: Row[] = await this.activeManager_.query(
      `WITH stock AS (
         SELECT location_id, variant_id, on_hand, reserved FROM location_stock WHERE organisation_id = $1
       ), arriving AS (
         SELECT so.location_id, i.variant_id, sum(i.quantity - i.received_quantity)::int AS arriving,
                json_agg(json_build_object('method', so.import_method, 'from', coalesce(so.shipped_at, so.created_at))) AS open_orders
           FROM stock_order so JOIN stock_order_item i ON i.stock_order_id = so.id
          WHERE so.organisation_id = $1 AND so.status IN ('pending', 'processing') AND i.received_quantity < i.quantity
          GROUP BY so.location_id, i.variant_id
       ), sales AS (
         SELECT e.location_id, li.variant_id,
                coalesce(sum(li.quantity) FILTER (WHERE o.created_at >= now() - make_interval(days => $3::int)), 0)::int AS sold_sales_window,
                coalesce(sum(li.quantity) FILTER (WHERE o.created_at >= now() - make_interval(days => $2::int)), 0)::int AS sold_hint_window
           FROM order_extension e
           JOIN "order" o ON o.id = e.order_id
           JOIN line_item li ON li.order_id = o.id
          WHERE e.organisation_id = $1 AND e.location_id IS NOT NULL AND li.variant_id IS NOT NULL
            AND o.status <> 'canceled' AND o.created_at >= now() - make_interval(days => greatest($2::int, $3::int))
          GROUP BY e.location_id, li.variant_id
       ), keys AS (
         SELECT location_id, variant_id FROM stock UNION SELECT location_id, variant_id FROM arriving
       )
       SELECT k.location_id, l.name AS location_name, k.variant_id, p.title AS product_title,
              v.title AS variant_title, v.sku,
              coalesce(s.on_hand, 0) AS on_hand, coalesce(s.reserved, 0) AS reserved,
              coalesce(a.arriving, 0) AS arriving, a.open_orders,
              coalesce(sa.sold_sales_window, 0) AS sold_sales_window, coalesce(sa.sold_hint_window, 0) AS sold_hint_window
         FROM keys k
         JOIN location l ON l.id = k.location_id
         JOIN product_variant v ON v.id = k.variant_id
         JOIN product p ON p.id = v.product_id
         LEFT JOIN stock s ON s.location_id = k.location_id AND s.variant_id = k.variant_id
         LEFT JOIN arriving a ON a.location_id = k.location_id AND a.variant_id = k.variant_id
         LEFT JOIN sales sa ON sa.location_id = k.location_id AND sa.variant_id = k.variant_id
        ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY lower(p.title), lower(v.title), lower(l.name), k.variant_id, k.location_id
        LIMIT $${params.length}`,
      params,
    );
    const views = rows.map((row) => {
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

  async list(organisationId: string, input: StocksListInput) {
    const { rows, hintDays } = await this.rows(organisationId, input);
    const start = (input.page - 1) * input.pageSize;
    return {
      items: rows.slice(start, start + input.pageSize),
      total: rows.length,
      page: input.page,
      pageSize: input.pageSize,
      hintDays,
      belowHint: rows.filter((row) => row.hint.below).length,
    };
  }
}
