import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import { OrderExtension } from "../../../models/order-extension";
import { OrderShipment } from "../../../models/order-shipment";

export async function selectShipState(manager: EntityManager, orderId: string) {
  const order = await queryOne<{ status: string; fulfillment_status: string }>(
    manager,
    sql`SELECT status, fulfillment_status FROM "order" WHERE id = ${orderId}`,
  );
  return order as NonNullable<typeof order>;
}

/** Each line's ordered and shipped quantity. */
export async function selectShipLines(manager: EntityManager, orderId: string) {
  return await query<{ id: string; quantity: number; shipped: number }>(
    manager,
    sql`SELECT id, quantity, coalesce(shipped_quantity, 0)::int AS shipped FROM line_item WHERE order_id = ${orderId}`,
  );
}

export async function addShippedQuantity(manager: EntityManager, lineItemId: string, quantity: number): Promise<void> {
  await query(
    manager,
    sql`UPDATE line_item SET shipped_quantity = coalesce(shipped_quantity, 0) + ${quantity}, updated_at = now() WHERE id = ${lineItemId}`,
  );
}

export async function setFulfillmentStatus(manager: EntityManager, orderId: string, status: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE "order" SET fulfillment_status = ${status}, updated_at = now() WHERE id = ${orderId}`,
  );
}

export async function insertShipment(manager: EntityManager, shipment: Partial<OrderShipment>): Promise<OrderShipment> {
  const repo = manager.getRepository(OrderShipment);
  return await repo.save(repo.create(shipment));
}

/** The shop's shipment method now (a new shipment keeps it as its own). */
export async function selectShopShipmentMethod(manager: EntityManager, shopId: string | null): Promise<string | null> {
  if (!shopId) return null;
  const row = await queryOne<{ shipment_method: string | null }>(
    manager,
    sql`SELECT shipment_method FROM shop WHERE id = ${shopId}`,
  );
  return row?.shipment_method ?? null;
}

export async function updateExtension(
  manager: EntityManager,
  orderId: string,
  patch: Partial<Pick<OrderExtension, "tracking_numbers" | "tracking_urls" | "shipped_at">>,
): Promise<void> {
  await manager.getRepository(OrderExtension).update({ order_id: orderId }, patch);
}

export async function findExtension(manager: EntityManager, orderId: string): Promise<OrderExtension | null> {
  return await manager.getRepository(OrderExtension).findOne({ where: { order_id: orderId } });
}

/**
 * Claims a pending shipment that is due for one push attempt (with a two-minute lease), so the
 * event and the retry job never push one shipment twice. Undefined when it is not due.
 */
export async function claimShipmentPush(manager: EntityManager, shipmentId: string) {
  return await queryOne<OrderShipment>(
    manager,
    sql`UPDATE order_shipment
              SET push_attempts = push_attempts + 1, push_next_at = now() + interval '2 minutes', updated_at = now()
            WHERE id = ${shipmentId} AND push_status = 'pending' AND (push_next_at IS NULL OR push_next_at <= now())
            RETURNING *`,
  );
}

export async function updateShipment(
  manager: EntityManager,
  shipmentId: string,
  patch: Partial<
    Pick<
      OrderShipment,
      "push_status" | "push_error" | "push_error_kind" | "push_next_at" | "external_fulfillment_id" | "push_attempts"
    >
  >,
): Promise<void> {
  await manager.getRepository(OrderShipment).update({ id: shipmentId }, patch);
}

/** Shipments of the shop waiting for a fulfilment order on hold or scheduled: due now (Shopify released one). */
export async function wakeWaitingShipments(manager: EntityManager, shopId: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    manager,
    sql`UPDATE order_shipment s SET push_next_at = now(), updated_at = now()
          FROM order_extension e
         WHERE e.order_id = s.order_id AND e.shop_id = ${shopId} AND s.push_status = 'pending'
           AND s.push_error_kind IN ('on_hold', 'scheduled')
        RETURNING s.id`,
  );
  return rows.map((row) => row.id);
}

/** Shopify's line item ids of our lines (written by the intake). */
export async function selectShopifyLineIds(
  manager: EntityManager,
  orderId: string,
): Promise<Map<string, string | null>> {
  const lines = await query<{ id: string; shopify_line_item_id: string | null }>(
    manager,
    sql`SELECT id, metadata->>'shopify_line_item_id' AS shopify_line_item_id FROM line_item WHERE order_id = ${orderId}`,
  );
  return new Map(lines.map((l) => [l.id, l.shopify_line_item_id]));
}

/**
 * A shipment whose push failed for good, pending again with fresh attempts; `organisationId` null
 * is support. `alsoDone`: one reported done that Shopify no longer shows (reconciliation) too.
 */
export async function resetFailedPush(
  manager: EntityManager,
  organisationId: string | null,
  orderId: string,
  shipmentId: string,
  alsoDone = false,
) {
  return await queryOne<OrderShipment>(
    manager,
    sql`UPDATE order_shipment
              SET push_status = 'pending', push_attempts = 0, push_next_at = now(), push_error = NULL,
                  push_error_kind = NULL, updated_at = now()
            WHERE id = ${shipmentId} AND order_id = ${orderId} AND (${organisationId}::varchar IS NULL OR organisation_id = ${organisationId})
              AND (push_status = 'failed' OR (${alsoDone} AND push_status = 'done'))
            RETURNING *`,
  );
}

/** Pending shipments of active shops whose next attempt is due, oldest due first. */
export async function selectDuePushes(manager: EntityManager, limit: number): Promise<string[]> {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT p.id FROM order_shipment p
         JOIN order_extension e ON e.order_id = p.order_id JOIN shop s ON s.id = e.shop_id
        WHERE p.push_status = 'pending' AND s.status = 'active' AND p.push_next_at <= now()
        ORDER BY p.push_next_at LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}
