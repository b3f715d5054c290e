import type { EntityManager } from "typeorm";
import { query, sql } from "../../../lib/sql";

// The personal data a shop's imported orders hold (Shopify's privacy webhooks): finding those
// orders and erasing what the order extension and orphaned guest customers keep of a person.

/** Which of the shop's orders: all, or the customer's (by order ids, Shopify customer id or email). */
export type ShopOrdersFilter = { all: true } | { customerId: string | null; email: string | null; orderIds: string[] };

export async function shopOrdersToRedact(manager: EntityManager, shopId: string, filter: ShopOrdersFilter) {
  const which =
    "all" in filter
      ? sql`TRUE`
      : sql`(e.external_order_id = ANY(${filter.orderIds}) OR e.external_customer_id = ${filter.customerId ?? ""}
             OR lower(o.email) = ${(filter.email ?? "").toLowerCase()})`;
  return await query<{ id: string; customer_id: string; shipping_address_id: string; billing_address_id: string }>(
    manager,
    sql`SELECT o.id, o.customer_id, o.shipping_address_id, o.billing_address_id
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE e.shop_id = ${shopId} AND ${which}`,
  );
}

/** The order extensions forget the customer's name and Shopify id, and say when. */
export async function redactOrderExtensions(manager: EntityManager, orderIds: string[]): Promise<void> {
  await query(
    manager,
    sql`UPDATE order_extension SET customer_name = NULL, external_customer_id = NULL, redacted_at = now(), updated_at = now()
         WHERE order_id = ANY(${orderIds})`,
  );
}

/** Guest customers left without orders: anonymised and deleted (as Medusa soft-deletes). */
export async function eraseGuestsWithoutOrders(manager: EntityManager, customerIds: string[]): Promise<void> {
  await query(
    manager,
    sql`UPDATE customer c SET email = 'redacted+' || c.id || '@privacy.invalid', first_name = NULL, last_name = NULL,
               phone = NULL, deleted_at = now()
         WHERE c.id = ANY(${customerIds}) AND c.has_account = false
           AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.customer_id = c.id)`,
  );
}

/** The shop's orders of one customer, by order ids, Shopify customer id or email. */
export async function shopOrdersOfCustomer(
  manager: EntityManager,
  shopId: string,
  customer: { customerId: string | null; email: string | null; orderIds: string[] },
) {
  return await query<{ id: string; name: string | null; display_id: number }>(
    manager,
    sql`SELECT o.id, e.external_order_name AS name, o.display_id
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE e.shop_id = ${shopId}
           AND (e.external_order_id = ANY(${customer.orderIds}) OR e.external_customer_id = ${customer.customerId ?? ""}
                OR lower(o.email) = ${(customer.email ?? "").toLowerCase()})
         ORDER BY o.display_id`,
  );
}
