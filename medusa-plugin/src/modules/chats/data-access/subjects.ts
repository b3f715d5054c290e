// The context of the subjects the chat module knows itself (orders, bookings, product requests).
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";

/** An order's chat context: merchant, number, shop, status, first item's title. */
export async function orderSubject(manager: EntityManager, orderId: string) {
  return await queryOne<{
    organisation_id: string;
    order_number: string;
    shop_name: string | null;
    fulfillment_status: string | null;
    title: string | null;
  }>(
    manager,
    sql`SELECT e.organisation_id, coalesce(e.external_order_name, '#' || o.display_id) AS order_number,
              s.name AS shop_name, o.fulfillment_status,
              (SELECT li.title FROM line_item li WHERE li.order_id = o.id ORDER BY li.created_at, li.id LIMIT 1) AS title
         FROM order_extension e
         JOIN "order" o ON o.id = e.order_id
         LEFT JOIN shop s ON s.id = e.shop_id
        WHERE e.order_id = ${orderId}`,
  );
}

/** The suppliers of the order's products (items linked to a platform variant). */
export async function orderSupplierIds(manager: EntityManager, orderId: string): Promise<string[]> {
  const rows = await query<{ organisation_id: string }>(
    manager,
    sql`SELECT DISTINCT ps.organisation_id
         FROM line_item li
         JOIN product_variant v ON v.id = li.variant_id
         JOIN product_supplier ps ON ps.product_id = v.product_id
        WHERE li.order_id = ${orderId}`,
  );
  return rows.map((row) => row.organisation_id);
}

export async function bookingSubject(manager: EntityManager, bookingId: string) {
  return await queryOne<{ organisation_id: string; provider_organisation_id: string; status: string; name: string }>(
    manager,
    sql`SELECT b.organisation_id, b.provider_organisation_id, b.status, s.name
         FROM booking b JOIN service s ON s.id = b.service_id WHERE b.id = ${bookingId}`,
  );
}

export async function productRequestSubject(manager: EntityManager, requestId: string) {
  return await queryOne<{
    organisation_id: string;
    product_name: string;
    status: string;
    producer_organisation_id: string | null;
    shop_name: string | null;
  }>(
    manager,
    sql`SELECT r.organisation_id, r.product_name, r.status, r.producer_organisation_id, s.name AS shop_name
         FROM product_request r JOIN shop s ON s.id = r.shop_id
        WHERE r.id = ${requestId}`,
  );
}
