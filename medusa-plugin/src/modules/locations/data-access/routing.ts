// What routing reads and writes: the order and its lines, candidates and their stock, reservations.
import { generateEntityId } from "@medusajs/medusa";
import type { LocationStatus, LocationType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, raw, sql } from "../../../lib/sql";
import type { LocationViewer, RoutingExplanation } from "../types";
import { type NewReservation, reservationTable, visibleTo } from "./tables";

/** The organisation's unroutable orders (not shipped, not cancelled), oldest first. */
export async function waitingOrderIds(manager: EntityManager, organisationId: string, limit: number) {
  const rows = await query<{ order_id: string }>(
    manager,
    sql`SELECT e.order_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE e.organisation_id = ${organisationId} AND e.routing_status = 'unroutable' AND e.shipped_at IS NULL
          AND o.status <> 'canceled' AND o.fulfillment_status NOT IN ('fulfilled', 'partially_fulfilled', 'returned', 'canceled')
        ORDER BY e.created_at, e.order_id LIMIT ${limit}`,
  );
  return rows.map((row) => row.order_id);
}

export type OrderToRoute = {
  organisation_id: string;
  status: string;
  fulfillment_status: string;
  shipped_at: Date | null;
  country_code: string | null;
  location_id: string | null;
  routing_status: "routed" | "unroutable" | null;
};

/** The order as routing needs it, its extension locked for the transaction. */
export async function lockOrderToRoute(manager: EntityManager, orderId: string) {
  return await queryOne<OrderToRoute>(
    manager,
    sql`SELECT e.organisation_id, o.status, o.fulfillment_status, e.shipped_at, upper(a.country_code) AS country_code,
              e.location_id, e.routing_status
         FROM order_extension e
         JOIN "order" o ON o.id = e.order_id
         LEFT JOIN address a ON a.id = o.shipping_address_id
        WHERE e.order_id = ${orderId}
          FOR UPDATE OF e`,
  );
}

export async function hasDrawnStock(manager: EntityManager, orderId: string): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM stock_reservation WHERE order_id = ${orderId} AND status = 'drawn' LIMIT 1`,
  );
  return Boolean(row);
}

export type OrderLine = { variant_id: string | null; title: string; sku: string | null; quantity: number };

export async function orderLines(manager: EntityManager, orderId: string): Promise<OrderLine[]> {
  return await query<OrderLine>(
    manager,
    sql`SELECT variant_id, title, metadata->>'sku' AS sku, quantity FROM line_item WHERE order_id = ${orderId}
        ORDER BY created_at, id`,
  );
}

/** The organisation's visible locations with its levels for the given countries. */
export async function priorityRows(manager: EntityManager, organisationId: string, countries: [string, string]) {
  return await query<{ id: string; name: string; status: LocationStatus; country_code: string; priority: number }>(
    manager,
    sql`SELECT l.id, l.name, l.status, p.country_code, p.priority
         FROM location l
         JOIN location_priority p ON p.location_id = l.id AND p.organisation_id = ${organisationId}
        WHERE ${visibleTo(organisationId)} AND p.country_code IN (${countries[0]}, ${countries[1]})
        ORDER BY l.created_at, l.id`,
  );
}

/** What the organisation has available of the variants at the locations. */
export async function availableStock(
  manager: EntityManager,
  organisationId: string,
  locationIds: string[],
  variantIds: string[],
) {
  return await query<{ location_id: string; variant_id: string; available: number }>(
    manager,
    sql`SELECT location_id, variant_id, on_hand - reserved AS available FROM location_stock
         WHERE organisation_id = ${organisationId} AND location_id = ANY(${locationIds}) AND variant_id = ANY(${variantIds})`,
  );
}

/** Tries to reserve every item at one location: all reserved, or none (the savepoint rolls back). */
export async function reserveAll(
  manager: EntityManager,
  organisationId: string,
  locationId: string,
  items: Array<[variantId: string, quantity: number]>,
): Promise<boolean> {
  await query(manager, sql`SAVEPOINT route_try`);
  for (const [variantId, quantity] of items) {
    const reserved = await query(
      manager,
      sql`UPDATE location_stock SET reserved = reserved + ${quantity}, updated_at = now()
           WHERE organisation_id = ${organisationId} AND location_id = ${locationId} AND variant_id = ${variantId}
             AND on_hand - reserved >= ${quantity}
         RETURNING reserved`,
    );
    if (reserved.length === 0) {
      await query(manager, sql`ROLLBACK TO SAVEPOINT route_try`);
      return false;
    }
  }
  await query(manager, sql`RELEASE SAVEPOINT route_try`);
  return true;
}

export async function insertReservations(manager: EntityManager, rows: Array<Omit<NewReservation, "id">>) {
  for (const row of rows) {
    await query(manager, reservationTable.insert([{ id: generateEntityId(undefined, "sres"), ...row }]));
  }
}

/** Stores where the order ships from and why (both null: not routed, e.g. cancelled). */
export async function saveOrderRouting(
  manager: EntityManager,
  orderId: string,
  locationId: string | null,
  explanation: RoutingExplanation | null,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE order_extension
          SET location_id = ${locationId}, routing_status = ${explanation ? (explanation.kind === "routed" ? "routed" : "unroutable") : null},
              routing_explanation = ${explanation ? JSON.stringify(explanation) : null},
              routed_at = ${explanation ? new Date() : null}, updated_at = now()
        WHERE order_id = ${orderId}`,
  );
}

export async function locationNames(manager: EntityManager, ids: string[]): Promise<Map<string, string>> {
  const rows = await query<{ id: string; name: string }>(
    manager,
    sql`SELECT id, name FROM location WHERE id = ANY(${ids})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The order's routing with its location, when the viewer may see the order (support: any). */
export async function orderRoutingRow(manager: EntityManager, viewer: LocationViewer, orderId: string) {
  return await queryOne<{
    routing_status: "routed" | "unroutable" | null;
    routing_explanation: RoutingExplanation | null;
    routed_at: Date | null;
    location_id: string | null;
    location_name: string | null;
    location_type: LocationType | null;
  }>(
    manager,
    sql`SELECT e.routing_status, e.routing_explanation, e.routed_at, e.location_id,
              l.name AS location_name, l.type AS location_type
         FROM order_extension e LEFT JOIN location l ON l.id = e.location_id
        WHERE e.order_id = ${orderId} ${viewer.support ? raw("") : sql`AND e.organisation_id = ${viewer.organisationId}`}`,
  );
}

/** The order's reservations that still count (awaiting payment or drawn). */
export async function activeReservations(manager: EntityManager, orderId: string) {
  return await query<{ variant_id: string; quantity: number; status: string }>(
    manager,
    sql`SELECT variant_id, quantity, status FROM stock_reservation
         WHERE order_id = ${orderId} AND status <> 'released' ORDER BY created_at, id`,
  );
}
