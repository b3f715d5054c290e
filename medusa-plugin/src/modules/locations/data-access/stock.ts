// Stock per organisation, location and variant, and the end of an order's reservations.
import type { EntityManager } from "typeorm";
import { query, queryOne, raw, sql } from "../../../lib/sql";
import { type ReservedStock, type StockKey, stockTable, visibleTo } from "./tables";

/** Goods arrived: on hand goes up (the row is created when the variant is new there). */
export async function addOnHand(manager: EntityManager, key: StockKey, quantity: number): Promise<void> {
  await query(
    manager,
    sql`${stockTable.insert([{ ...key, onHand: quantity, reserved: 0 }])}
        ON CONFLICT (organisation_id, location_id, variant_id)
        DO UPDATE SET on_hand = location_stock.on_hand + excluded.on_hand, updated_at = now()`,
  );
}

/** The location when it is a platform warehouse or the organisation's own. */
export async function locationOfOrganisation(manager: EntityManager, locationId: string, organisationId: string) {
  return await queryOne<{ id: string; name: string }>(
    manager,
    sql`SELECT l.id, l.name FROM location l WHERE l.id = ${locationId} AND ${visibleTo(organisationId)}`,
  );
}

/** A variant not deleted, with its SKU (or title) for the audit log. */
export async function variantLabel(manager: EntityManager, variantId: string) {
  return await queryOne<{ id: string; label: string }>(
    manager,
    sql`SELECT id, coalesce(sku, title) AS label FROM product_variant WHERE id = ${variantId} AND deleted_at IS NULL`,
  );
}

/** The stock row, created empty when missing, locked for the transaction: its on hand. */
export async function lockStock(manager: EntityManager, key: StockKey): Promise<number | undefined> {
  await query(manager, sql`${stockTable.insert([{ ...key, onHand: 0, reserved: 0 }])} ON CONFLICT DO NOTHING`);
  const row = await queryOne<{ on_hand: number }>(
    manager,
    sql`SELECT on_hand FROM location_stock WHERE organisation_id = ${key.organisationId}
          AND location_id = ${key.locationId} AND variant_id = ${key.variantId} FOR UPDATE`,
  );
  return row?.on_hand;
}

/** Sets on hand, unless less than is reserved: the row after, or undefined. */
export async function setOnHand(manager: EntityManager, key: StockKey, onHand: number) {
  return await queryOne<{ on_hand: number; reserved: number }>(
    manager,
    sql`UPDATE location_stock SET on_hand = ${onHand}, updated_at = now()
         WHERE organisation_id = ${key.organisationId} AND location_id = ${key.locationId}
           AND variant_id = ${key.variantId} AND reserved <= ${onHand}
       RETURNING on_hand, reserved`,
  );
}

/** The order's awaiting-payment reservations become `status` (released or drawn): what they held. */
export async function endReservations(
  manager: EntityManager,
  orderId: string,
  status: "released" | "drawn",
): Promise<ReservedStock[]> {
  const stamp = raw(status === "drawn" ? "drawn_at" : "released_at");
  return await query<ReservedStock>(
    manager,
    sql`UPDATE stock_reservation SET status = ${status}, ${stamp} = now()
         WHERE order_id = ${orderId} AND status = 'awaiting_payment'
       RETURNING organisation_id, location_id, variant_id, quantity`,
  );
}

/** Reserved goes down by the quantity (released); on hand too when `drawn`. */
export async function takeFromStock(manager: EntityManager, row: ReservedStock, drawn: boolean): Promise<void> {
  const onHand = drawn ? sql`on_hand = on_hand - ${row.quantity}, ` : raw("");
  await query(
    manager,
    sql`UPDATE location_stock SET ${onHand}reserved = reserved - ${row.quantity}, updated_at = now()
         WHERE organisation_id = ${row.organisation_id} AND location_id = ${row.location_id}
           AND variant_id = ${row.variant_id}`,
  );
}

/** The order's organisation and its number (or #display id) for the audit log. */
export async function orderOwnerAndLabel(manager: EntityManager, orderId: string) {
  return await queryOne<{ organisation_id: string; label: string }>(
    manager,
    sql`SELECT e.organisation_id, coalesce(e.external_order_name, '#' || o.display_id) AS label
         FROM order_extension e JOIN "order" o ON o.id = e.order_id WHERE e.order_id = ${orderId}`,
  );
}

/** The order's number (or #display id), as the audit log names orders. */
export async function orderLabel(manager: EntityManager, orderId: string): Promise<string | null> {
  const row = await queryOne<{ label: string | null }>(
    manager,
    sql`SELECT coalesce(e.external_order_name, '#' || o.display_id) AS label
         FROM "order" o LEFT JOIN order_extension e ON e.order_id = o.id WHERE o.id = ${orderId}`,
  );
  return row?.label ?? null;
}
