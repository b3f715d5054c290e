import type { EntityManager } from "typeorm";
import { containsPattern, query, queryOne, raw, sql } from "../../../lib/sql";

// What recording a retour reads and marks in other domains' tables: the order (its extension row,
// lines and fulfilment status), the retour locations, the shops of the filter.

/** An order line with what it shipped and what earlier retours already brought back. */
export type OrderLine = {
  id: string;
  title: string;
  description: string | null;
  variant_id: string | null;
  metadata: Record<string, unknown> | null;
  quantity: number;
  shipped: number;
  returned: number;
};

/** The order's lines in the order's own sequence, with shipped and already returned units. */
export async function listOrderLines(manager: EntityManager, orderId: string): Promise<OrderLine[]> {
  return await query<OrderLine>(
    manager,
    sql`SELECT li.id, li.title, li.description, li.variant_id, li.metadata, li.quantity,
               coalesce(li.shipped_quantity, 0)::int AS shipped,
               coalesce((SELECT sum(ri.grade_a + ri.grade_b + ri.grade_c) FROM retour_item ri
                          WHERE ri.line_item_id = li.id), 0)::int AS returned
          FROM line_item li WHERE li.order_id = ${orderId}
         ORDER BY li.created_at, (li.metadata->>'position')::int NULLS LAST, li.id`,
  );
}

/** The order's extension row, locked: it serialises retours of one order. */
export async function lockRetourOrder(manager: EntityManager, orderId: string) {
  return await queryOne<{ order_id: string; organisation_id: string; shop_id: string | null }>(
    manager,
    sql`SELECT order_id, organisation_id, shop_id FROM order_extension WHERE order_id = ${orderId} FOR UPDATE`,
  );
}

/** A location the order's organisation may use (a platform one or its own), with its type. */
export async function findRetourLocation(manager: EntityManager, locationId: string, organisationId: string) {
  return await queryOne<{ id: string; type: string }>(
    manager,
    sql`SELECT id, type FROM location WHERE id = ${locationId} AND (organisation_id IS NULL OR organisation_id = ${organisationId})`,
  );
}

/** The retour locations (platform warehouses of type retour). */
export async function listRetourLocations(manager: EntityManager) {
  return await query<{ id: string; name: string; status: string }>(
    manager,
    sql`SELECT id, name, status FROM location WHERE type = 'retour' ORDER BY lower(name), id`,
  );
}

/** An organisation's own shops (a merchant's shop filter). */
export async function listOrganisationShops(manager: EntityManager, organisationId: string) {
  return await query<{ id: string; name: string }>(
    manager,
    sql`SELECT id, name FROM shop WHERE organisation_id = ${organisationId} ORDER BY lower(name), id`,
  );
}

/** Up to ten orders of any merchant whose shop number contains the digits (or whose number they are), newest first. */
export async function searchOrdersByNumber(manager: EntityManager, digits: string) {
  const byNumber = /^\d{1,9}$/.test(digits) ? sql` OR o.display_id = ${Number(digits)}` : raw("");
  return await query<{ id: string; number: string; organisation_name: string; shop_name: string | null }>(
    manager,
    sql`SELECT o.id, coalesce(e.external_order_name, '#' || o.display_id) AS number,
               org.name AS organisation_name, s.name AS shop_name
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
          JOIN organisation org ON org.id = e.organisation_id
          LEFT JOIN shop s ON s.id = e.shop_id
         WHERE lower(coalesce(e.external_order_name, '')) LIKE ${containsPattern(digits)}${byNumber}
         ORDER BY e.created_at DESC, o.id DESC LIMIT 10`,
  );
}

export async function findOrderFulfillmentStatus(manager: EntityManager, orderId: string) {
  return await queryOne<{ fulfillment_status: string }>(
    manager,
    sql`SELECT fulfillment_status FROM "order" WHERE id = ${orderId}`,
  );
}

export async function setFulfillmentStatus(manager: EntityManager, orderId: string, status: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE "order" SET fulfillment_status = ${status}, updated_at = now() WHERE id = ${orderId}`,
  );
}
