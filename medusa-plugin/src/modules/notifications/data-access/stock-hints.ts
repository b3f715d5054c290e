// What the stock-hint notice reads of the stock (it changes nothing of it): each variant's
// available stock at the location, what sold there in the hint's window, and the names to show.
import type { EntityManager } from "typeorm";
import { query, sql } from "../../../lib/sql";

export type StockHintCandidate = {
  variant_id: string;
  available: number;
  sold: number;
  location_name: string;
  product_title: string;
  variant_title: string | null;
};

export async function stockBelowHintCandidates(
  manager: EntityManager,
  at: { organisationId: string; locationId: string; variantIds: string[] },
  windowDays: number,
): Promise<StockHintCandidate[]> {
  return await query<StockHintCandidate>(
    manager,
    sql`SELECT ls.variant_id, ls.on_hand - ls.reserved AS available, l.name AS location_name,
               p.title AS product_title, v.title AS variant_title,
               coalesce((SELECT sum(li.quantity) FROM order_extension e
                           JOIN "order" o ON o.id = e.order_id JOIN line_item li ON li.order_id = o.id
                          WHERE e.organisation_id = ls.organisation_id AND e.location_id = ls.location_id
                            AND li.variant_id = ls.variant_id AND o.status <> 'canceled'
                            AND o.created_at >= now() - make_interval(days => ${windowDays}::int)), 0)::int AS sold
          FROM location_stock ls
          JOIN location l ON l.id = ls.location_id
          JOIN product_variant v ON v.id = ls.variant_id
          JOIN product p ON p.id = v.product_id
         WHERE ls.organisation_id = ${at.organisationId} AND ls.location_id = ${at.locationId}
           AND ls.variant_id = ANY(${at.variantIds})`,
  );
}
