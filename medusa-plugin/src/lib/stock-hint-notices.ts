import { STOCK_HINT_WINDOW_DAYS, stockHint } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { notifyMembers } from "./notify-members";

/** A stock change at one location: how much less is available now than before it. */
export type StockDrop = { variantId: string; drop: number };

/**
 * After a stock change (a reservation, a count), inside its transaction: the organisation's
 * members are told about each variant whose available stock at the location has just fallen
 * below its stock hint (spec §9) — only on the crossing, not again while it stays below.
 */
export async function notifyStockBelowHint(
  manager: EntityManager,
  organisationId: string,
  locationId: string,
  drops: StockDrop[],
): Promise<void> {
  const fallen = drops.filter((change) => change.drop > 0);
  if (!fallen.length) return;
  const rows: Array<{
    variant_id: string;
    available: number;
    sold: number;
    location_name: string;
    product_title: string;
    variant_title: string | null;
  }> = await manager.query(
    `SELECT ls.variant_id, ls.on_hand - ls.reserved AS available, l.name AS location_name,
            p.title AS product_title, v.title AS variant_title,
            coalesce((SELECT sum(li.quantity) FROM order_extension e
                        JOIN "order" o ON o.id = e.order_id JOIN line_item li ON li.order_id = o.id
                       WHERE e.organisation_id = ls.organisation_id AND e.location_id = ls.location_id
                         AND li.variant_id = ls.variant_id AND o.status <> 'canceled'
                         AND o.created_at >= now() - make_interval(days => $4::int)), 0)::int AS sold
       FROM location_stock ls
       JOIN location l ON l.id = ls.location_id
       JOIN product_variant v ON v.id = ls.variant_id
       JOIN product p ON p.id = v.product_id
      WHERE ls.organisation_id = $1 AND ls.location_id = $2 AND ls.variant_id = ANY($3)`,
    [organisationId, locationId, fallen.map((change) => change.variantId), STOCK_HINT_WINDOW_DAYS],
  );
  for (const row of rows) {
    const drop = fallen.find((change) => change.variantId === row.variant_id)?.drop ?? 0;
    const hint = (available: number) =>
      stockHint({ available, arriving: 0, soldInWindow: row.sold, windowDays: STOCK_HINT_WINDOW_DAYS });
    const now = hint(row.available);
    if (!now.below || hint(row.available + drop).below) continue;
    await notifyMembers(manager, {
      organisationIds: [organisationId],
      kind: "stock_below_hint",
      subjectType: "stock",
      subjectId: row.variant_id,
      params: {
        productTitle: row.product_title,
        variantTitle: row.variant_title ?? "",
        locationName: row.location_name,
        locationId,
        available: row.available,
        target: now.target,
      },
    });
  }
}
