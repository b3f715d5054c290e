// The Stocks screen's rows: location_stock, what open stock orders bring (stock_order,
// stock_order_item) and what orders sold (order_extension, order, line_item), per location and variant.
import type { ImportMethod } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, query, type Sql, sql, where } from "../../../lib/sql";

export type StockRow = {
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

export type StockRowFilter = {
  organisationId: string;
  hintDays: number;
  salesDays: number;
  locationId?: string;
  search?: string;
  productId?: string;
  limit: number;
};

/** Every variant the organisation holds or has on its way, per location, with its sales in both windows. */
export async function stockRows(manager: EntityManager, filter: StockRowFilter): Promise<StockRow[]> {
  const { organisationId, hintDays, salesDays } = filter;
  const conditions: Sql[] = [];
  if (filter.locationId) conditions.push(sql`k.location_id = ${filter.locationId}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(lower(p.title) LIKE ${pattern} OR lower(v.title) LIKE ${pattern} OR lower(coalesce(v.sku, '')) LIKE ${pattern})`,
    );
  }
  if (filter.productId) conditions.push(sql`v.product_id = ${filter.productId}`);
  return await query<StockRow>(
    manager,
    sql`WITH stock AS (
         SELECT location_id, variant_id, on_hand, reserved FROM location_stock WHERE organisation_id = ${organisationId}
       ), arriving AS (
         SELECT so.location_id, i.variant_id, sum(i.quantity - i.received_quantity)::int AS arriving,
                json_agg(json_build_object('method', so.import_method, 'from', coalesce(so.shipped_at, so.created_at))) AS open_orders
           FROM stock_order so JOIN stock_order_item i ON i.stock_order_id = so.id
          WHERE so.organisation_id = ${organisationId} AND so.status IN ('pending', 'processing') AND i.received_quantity < i.quantity
          GROUP BY so.location_id, i.variant_id
       ), sales AS (
         SELECT e.location_id, li.variant_id,
                coalesce(sum(li.quantity) FILTER (WHERE o.created_at >= now() - make_interval(days => ${salesDays}::int)), 0)::int AS sold_sales_window,
                coalesce(sum(li.quantity) FILTER (WHERE o.created_at >= now() - make_interval(days => ${hintDays}::int)), 0)::int AS sold_hint_window
           FROM order_extension e
           JOIN "order" o ON o.id = e.order_id
           JOIN line_item li ON li.order_id = o.id
          WHERE e.organisation_id = ${organisationId} AND e.location_id IS NOT NULL AND li.variant_id IS NOT NULL
            AND o.status <> 'canceled' AND o.created_at >= now() - make_interval(days => greatest(${hintDays}::int, ${salesDays}::int))
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
        ${where(conditions)}
        ORDER BY lower(p.title), lower(v.title), lower(l.name), k.variant_id, k.location_id
        LIMIT ${filter.limit}`,
  );
}

export type HintRow = {
  variant_id: string;
  available: number;
  sold: number;
  location_name: string;
  product_title: string;
  variant_title: string | null;
};

/** Available stock of the variants at one location with what sold there in the hint's window. */
export async function hintRows(
  manager: EntityManager,
  key: { organisationId: string; locationId: string; variantIds: string[]; windowDays: number },
): Promise<HintRow[]> {
  return await query<HintRow>(
    manager,
    sql`SELECT ls.variant_id, ls.on_hand - ls.reserved AS available, l.name AS location_name,
            p.title AS product_title, v.title AS variant_title,
            coalesce((SELECT sum(li.quantity) FROM order_extension e
                        JOIN "order" o ON o.id = e.order_id JOIN line_item li ON li.order_id = o.id
                       WHERE e.organisation_id = ls.organisation_id AND e.location_id = ls.location_id
                         AND li.variant_id = ls.variant_id AND o.status <> 'canceled'
                         AND o.created_at >= now() - make_interval(days => ${key.windowDays}::int)), 0)::int AS sold
       FROM location_stock ls
       JOIN location l ON l.id = ls.location_id
       JOIN product_variant v ON v.id = ls.variant_id
       JOIN product p ON p.id = v.product_id
      WHERE ls.organisation_id = ${key.organisationId} AND ls.location_id = ${key.locationId}
        AND ls.variant_id = ANY(${key.variantIds})`,
  );
}
