import { ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../lib/domain-error";
import { query, queryOne, sql } from "../../../lib/sql";
import { OrderExtension } from "../../../models/order-extension";

/** The organisation's order extension, locked for the rest of the transaction; NOT_FOUND for anyone else's order. */
export async function lockOwnedOrder(
  manager: EntityManager,
  organisationId: string,
  orderId: string,
): Promise<OrderExtension> {
  const found = await manager.getRepository(OrderExtension).findOne({
    where: { order_id: orderId, organisation_id: organisationId },
    lock: { mode: "pessimistic_write" },
  });
  if (!found) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
  return found;
}

/** A connected (not pending) shop of the organisation. */
export async function ownsActiveShop(manager: EntityManager, organisationId: string, shopId: string): Promise<boolean> {
  const shop = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM shop WHERE id = ${shopId} AND organisation_id = ${organisationId} AND status <> 'pending'`,
  );
  return Boolean(shop);
}

/** The Medusa order's state as the edit rules read it. */
export async function selectOrderState(
  manager: EntityManager,
  orderId: string,
): Promise<{ status: string; fulfillment_status: string; shipping_address_id: string | null }> {
  const order = await queryOne<{ status: string; fulfillment_status: string; shipping_address_id: string | null }>(
    manager,
    sql`SELECT status, fulfillment_status, shipping_address_id FROM "order" WHERE id = ${orderId}`,
  );
  return order as NonNullable<typeof order>;
}

/** An address as Medusa's address table holds it (country codes in lower case). */
export type AddressRecord = {
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  postal_code: string | null;
  province: string | null;
  country_code: string | null;
  phone: string | null;
};

export async function selectAddress(
  manager: EntityManager,
  addressId: string | null,
): Promise<AddressRecord | undefined> {
  return await queryOne<AddressRecord>(
    manager,
    sql`SELECT first_name, last_name, company, address_1, address_2, city, postal_code, province, country_code, phone
             FROM address WHERE id = ${addressId}`,
  );
}

export async function updateAddress(manager: EntityManager, addressId: string | null, a: AddressRecord): Promise<void> {
  await query(
    manager,
    sql`UPDATE address SET first_name = ${a.first_name}, last_name = ${a.last_name}, company = ${a.company},
              address_1 = ${a.address_1}, address_2 = ${a.address_2}, city = ${a.city}, postal_code = ${a.postal_code},
              province = ${a.province}, country_code = ${a.country_code}, phone = ${a.phone}, updated_at = now()
        WHERE id = ${addressId}`,
  );
}

/** The member's new address shows as the order's customer name; later shop versions leave it alone. */
export async function markAddressEdited(manager: EntityManager, orderId: string, customerName: string): Promise<void> {
  await manager
    .getRepository(OrderExtension)
    .update({ order_id: orderId }, { customer_name: customerName, address_edited_at: new Date() });
}

/** An order's items as its history shows them ("2 × Mug - White") and its total (minor units). */
export async function selectItemsSnapshot(
  manager: EntityManager,
  orderId: string,
): Promise<{ lines: string[]; total: number }> {
  const items = await query<{ quantity: number; name: string }>(
    manager,
    sql`SELECT quantity, coalesce(metadata->>'variant_name', title) AS name FROM line_item WHERE order_id = ${orderId}
      ORDER BY created_at, (metadata->>'position')::int NULLS LAST, id`,
  );
  const extension = await queryOne<{ total: number }>(
    manager,
    sql`SELECT total FROM order_extension WHERE order_id = ${orderId}`,
  );
  return { lines: items.map((item) => `${item.quantity} × ${item.name}`), total: Number(extension?.total ?? 0) };
}

/** What the delete rules read: status, addresses, shipments and claims. */
export async function selectDeletionState(manager: EntityManager, orderId: string) {
  const order = await queryOne<{
    fulfillment_status: string;
    shipping_address_id: string | null;
    billing_address_id: string | null;
    shipments: number;
    claims: number;
  }>(
    manager,
    sql`SELECT o.fulfillment_status, o.shipping_address_id, o.billing_address_id,
                (SELECT count(*)::int FROM order_shipment s WHERE s.order_id = o.id) AS shipments,
                (SELECT count(*)::int FROM claim c WHERE c.order_id = o.id) AS claims
           FROM "order" o WHERE o.id = ${orderId}`,
  );
  return order as NonNullable<typeof order>;
}

/** What the audit log keeps of a deleted order. */
export async function selectDeletedSummary(manager: EntityManager, orderId: string) {
  return await queryOne<{
    label: string | null;
    status: string;
    payment_status: string;
    fulfillment_status: string;
    total: number;
    currency_code: string;
  }>(
    manager,
    sql`SELECT coalesce(e.external_order_name, '#' || o.display_id) AS label, o.status, o.payment_status,
                o.fulfillment_status, e.total, e.currency_code
           FROM "order" o JOIN order_extension e ON e.order_id = o.id WHERE o.id = ${orderId}`,
  );
}

/** The order with its items, shipping methods and addresses (its extension, events, claims and shipments cascade). */
export async function deleteOrderRows(
  manager: EntityManager,
  orderId: string,
  addressIds: Array<string | null>,
): Promise<void> {
  await query(
    manager,
    sql`DELETE FROM line_item_tax_line WHERE item_id IN (SELECT id FROM line_item WHERE order_id = ${orderId})`,
  );
  await query(manager, sql`DELETE FROM line_item WHERE order_id = ${orderId}`);
  await query(
    manager,
    sql`DELETE FROM shipping_method_tax_line WHERE shipping_method_id IN (SELECT id FROM shipping_method WHERE order_id = ${orderId})`,
  );
  await query(manager, sql`DELETE FROM shipping_method WHERE order_id = ${orderId}`);
  // A shop order's payment as Medusa records it (shop-payment.ts).
  await query(manager, sql`DELETE FROM refund WHERE order_id = ${orderId}`);
  await query(manager, sql`DELETE FROM payment WHERE order_id = ${orderId}`);
  // order_extension, order_event, claims and shipments go with the order (ON DELETE CASCADE).
  await query(manager, sql`DELETE FROM "order" WHERE id = ${orderId}`);
  await query(manager, sql`DELETE FROM address WHERE id = ANY(${addressIds.filter(Boolean)})`);
}
