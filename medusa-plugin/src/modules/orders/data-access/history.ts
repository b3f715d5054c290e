import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, sql } from "../../../lib/sql";
import { OrderEvent } from "../../../models/order-event";

/** One row of order_event as written (created_at is the database's). */
export type OrderEventRow = {
  id: string;
  orderId: string;
  organisationId: string;
  type: string;
  /** JSON text. */
  data: string;
  actorCustomerId: string | null;
  actorName: string | null;
};

const orderEvents = defineTable<OrderEventRow>("order_event", {
  id: "id",
  orderId: "order_id",
  organisationId: "organisation_id",
  type: "type",
  data: "data",
  actorCustomerId: "actor_customer_id",
  actorName: "actor_name",
});

export async function insertOrderEvent(manager: EntityManager, row: OrderEventRow): Promise<void> {
  await query(manager, orderEvents.insert([row]));
}

/** A member's name as the history shows it, else their email. */
export async function memberName(manager: EntityManager, customerId: string): Promise<string | null> {
  const person = await queryOne<{ name: string; email: string }>(
    manager,
    sql`SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name, email FROM customer WHERE id = ${customerId}`,
  );
  return person ? person.name || person.email : null;
}

/** An order as people name it: the shop's order name, else our number. */
export async function orderLabel(manager: EntityManager, orderId: string): Promise<string | null> {
  const row = await queryOne<{ label: string | null }>(
    manager,
    sql`SELECT coalesce(e.external_order_name, '#' || o.display_id) AS label
       FROM "order" o LEFT JOIN order_extension e ON e.order_id = o.id WHERE o.id = ${orderId}`,
  );
  return row?.label ?? null;
}

/** Oldest first, as a timeline reads (at most 500). */
export async function selectOrderEvents(manager: EntityManager, orderId: string): Promise<OrderEvent[]> {
  return await manager
    .getRepository(OrderEvent)
    .find({ where: { order_id: orderId }, order: { created_at: "ASC", id: "ASC" }, take: 500 });
}
