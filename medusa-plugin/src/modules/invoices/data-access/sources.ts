import type { EntityManager } from "typeorm";
import { query, queryOne, raw, type Sql, sql } from "../../../lib/sql";

// What the invoice run reads and marks in the other domains' tables (orders, stock orders,
// packaging orders, bookings, retours): each such record carries the invoice it is on. Read and
// written here only, in the run's (or the cancellation's) transaction; `pending…` locks the rows.

async function organisationIds(manager: EntityManager, statement: Sql): Promise<string[]> {
  const rows = await query<{ organisationId: string }>(manager, statement);
  return rows.map((row) => row.organisationId);
}

// Shipped orders (order_extension is the platform's side of Medusa's order).

export async function organisationsWithShippedOrders(manager: EntityManager, until: Date): Promise<string[]> {
  return await organisationIds(
    manager,
    sql`SELECT DISTINCT e.organisation_id AS "organisationId" FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE NOT e.invoiced AND e.shipped_at IS NOT NULL AND e.shipped_at < ${until} AND o.status <> 'canceled'`,
  );
}

export async function pendingOrders(
  manager: EntityManager,
  organisationId: string,
  until: Date,
): Promise<Array<{ id: string; number: string; currencyCode: string; shippedAt: Date }>> {
  return await query(
    manager,
    sql`SELECT e.order_id AS id, coalesce(e.external_order_name, '#' || o.display_id) AS number,
               e.currency_code AS "currencyCode", e.shipped_at AS "shippedAt"
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE e.organisation_id = ${organisationId} AND NOT e.invoiced AND e.shipped_at IS NOT NULL
           AND e.shipped_at < ${until} AND o.status <> 'canceled'
         ORDER BY e.shipped_at, e.order_id
         FOR UPDATE OF e`,
  );
}

/** What the shop charged for a whole line (kept at intake): `chargedLine` in lib/shopify/orders.ts. */
export type Charged = { quantity?: unknown; net?: unknown; tax?: unknown };

/** A tax line that is a rate of tax, not the rounding rest of a shop line (orders' `ROUNDING_TAX_CODE`). */
const NOT_ROUNDING = raw("t.code IS DISTINCT FROM 'rounding'");

/** The orders' items with their summed tax rate. */
export async function orderItems(
  manager: EntityManager,
  orderIds: string[],
): Promise<
  Array<{
    orderId: string;
    title: string;
    variant: string | null;
    quantity: number;
    unitPrice: number;
    rate: string | null;
    /** The line's exact net and tax as the shop charged them (orders taken in since they are kept). */
    charged: Charged | null;
  }>
> {
  return await query(
    manager,
    sql`SELECT i.order_id AS "orderId", i.title, i.description AS variant, i.quantity, i.unit_price AS "unitPrice",
               (SELECT sum(t.rate) FROM line_item_tax_line t WHERE t.item_id = i.id AND ${NOT_ROUNDING}) AS rate,
               i.metadata->'charged' AS charged
          FROM line_item i WHERE i.order_id = ANY(${orderIds}) ORDER BY i.created_at, i.id`,
  );
}

export async function orderShipping(
  manager: EntityManager,
  orderIds: string[],
): Promise<Array<{ orderId: string; price: number; rate: string | null; charged: Charged | null }>> {
  return await query(
    manager,
    sql`SELECT s.order_id AS "orderId", s.price,
               (SELECT sum(t.rate) FROM shipping_method_tax_line t WHERE t.shipping_method_id = s.id AND ${NOT_ROUNDING}) AS rate,
               s.data->'charged' AS charged
          FROM shipping_method s WHERE s.order_id = ANY(${orderIds}) ORDER BY s.id`,
  );
}

export async function markOrdersInvoiced(manager: EntityManager, orderIds: string[], invoiced: boolean) {
  await query(
    manager,
    sql`UPDATE order_extension SET invoiced = ${invoiced}, updated_at = now() WHERE order_id = ANY(${orderIds})`,
  );
}

/** Whether the order still holds stock reserved until its invoice is paid. */
export async function awaitsPayment(manager: EntityManager, orderId: string): Promise<boolean> {
  return Boolean(
    await queryOne(
      manager,
      sql`SELECT 1 FROM stock_reservation WHERE order_id = ${orderId} AND status = 'awaiting_payment' LIMIT 1`,
    ),
  );
}

// Stock orders: once the supplier shipped them.

export async function organisationsWithShippedStockOrders(manager: EntityManager, until: Date) {
  return await organisationIds(
    manager,
    sql`SELECT DISTINCT organisation_id AS "organisationId" FROM stock_order
         WHERE invoice_id IS NULL AND status <> 'cancelled' AND shipped_at IS NOT NULL AND shipped_at < ${until}`,
  );
}

export async function pendingStockOrders(
  manager: EntityManager,
  organisationId: string,
  until: Date,
): Promise<Array<{ id: string; number: number | string; currencyCode: string; shippedAt: Date }>> {
  return await query(
    manager,
    sql`SELECT id, number, currency_code AS "currencyCode", shipped_at AS "shippedAt" FROM stock_order
         WHERE organisation_id = ${organisationId} AND invoice_id IS NULL AND status <> 'cancelled'
           AND shipped_at IS NOT NULL AND shipped_at < ${until}
         ORDER BY shipped_at, id FOR UPDATE`,
  );
}

export async function stockOrderItems(
  manager: EntityManager,
  stockOrderIds: string[],
): Promise<Array<{ stockOrderId: string; title: string; sku: string | null; quantity: number; unitPrice: number }>> {
  return await query(
    manager,
    sql`SELECT stock_order_id AS "stockOrderId", title, sku, quantity, unit_price AS "unitPrice" FROM stock_order_item
         WHERE stock_order_id = ANY(${stockOrderIds}) ORDER BY stock_order_id, line`,
  );
}

export async function markStockOrdersInvoiced(manager: EntityManager, ids: string[], invoiceId: string | null) {
  await query(
    manager,
    invoiceId
      ? sql`UPDATE stock_order SET invoice_id = ${invoiceId}, invoiced_at = now(), updated_at = now() WHERE id = ANY(${ids})`
      : sql`UPDATE stock_order SET invoice_id = NULL, invoiced_at = NULL, updated_at = now() WHERE id = ANY(${ids})`,
  );
}

// Packaging orders: once they are on their way.

export async function organisationsWithSentPackagingOrders(manager: EntityManager, until: Date) {
  return await organisationIds(
    manager,
    sql`SELECT DISTINCT organisation_id AS "organisationId" FROM packaging_order
         WHERE payment_status = 'not_invoiced' AND status IN ('on_the_way','arrived') AND updated_at < ${until}`,
  );
}

export async function pendingPackagingOrders(
  manager: EntityManager,
  organisationId: string,
  until: Date,
): Promise<
  Array<{
    id: string;
    number: number | string;
    quantity: number;
    unitPrice: number;
    currencyCode: string;
    happenedAt: Date;
    name: string;
    size: string;
  }>
> {
  return await query(
    manager,
    sql`SELECT o.id, o.number, o.quantity, o.unit_price AS "unitPrice", o.currency_code AS "currencyCode",
               coalesce(o.arrived_at, o.updated_at) AS "happenedAt", p.name, p.size
          FROM packaging_order o JOIN packaging p ON p.id = o.packaging_id
         WHERE o.organisation_id = ${organisationId} AND o.payment_status = 'not_invoiced'
           AND o.status IN ('on_the_way','arrived') AND o.updated_at < ${until}
         ORDER BY o.created_at, o.id FOR UPDATE OF o`,
  );
}

export async function markPackagingOrdersInvoiced(manager: EntityManager, ids: string[], invoiceId: string | null) {
  await query(
    manager,
    invoiceId
      ? sql`UPDATE packaging_order SET payment_status = 'invoiced', invoice_id = ${invoiceId}, updated_at = now()
             WHERE id = ANY(${ids})`
      : sql`UPDATE packaging_order SET payment_status = 'not_invoiced', invoice_id = NULL, updated_at = now()
             WHERE id = ANY(${ids})`,
  );
}

export async function markPackagingOrdersPaid(manager: EntityManager, ids: string[]) {
  await query(
    manager,
    sql`UPDATE packaging_order SET payment_status = 'paid', updated_at = now() WHERE id = ANY(${ids})`,
  );
}

/** Their invoice is no longer paid (a refund, a lost dispute): back to invoiced. */
export async function markPackagingOrdersUnpaid(manager: EntityManager, ids: string[]) {
  await query(
    manager,
    sql`UPDATE packaging_order SET payment_status = 'invoiced', updated_at = now()
         WHERE id = ANY(${ids}) AND payment_status = 'paid'`,
  );
}

// Bookings: once the provider completed them.

export async function organisationsWithCompletedBookings(manager: EntityManager, until: Date) {
  return await organisationIds(
    manager,
    sql`SELECT DISTINCT organisation_id AS "organisationId" FROM booking
         WHERE invoice_id IS NULL AND status = 'completed' AND coalesce(status_changed_at, updated_at) < ${until}`,
  );
}

export async function pendingBookings(
  manager: EntityManager,
  organisationId: string,
  until: Date,
): Promise<
  Array<{
    id: string;
    amount: number;
    unitPrice: number;
    currencyCode: string;
    happenedAt: Date;
    name: string;
    bookingDate: string;
  }>
> {
  return await query(
    manager,
    sql`SELECT b.id, b.amount, b.unit_price AS "unitPrice", b.currency_code AS "currencyCode",
               coalesce(b.status_changed_at, b.updated_at) AS "happenedAt",
               s.name, to_char(b.booking_date, 'YYYY-MM-DD') AS "bookingDate"
          FROM booking b JOIN service s ON s.id = b.service_id
         WHERE b.organisation_id = ${organisationId} AND b.invoice_id IS NULL AND b.status = 'completed'
           AND coalesce(b.status_changed_at, b.updated_at) < ${until}
         ORDER BY "happenedAt", b.id FOR UPDATE OF b`,
  );
}

/** The bookings with their service's name and the number of the invoice they are on (for their history). */
export async function bookingsWithInvoice(
  manager: EntityManager,
  ids: string[],
): Promise<Array<{ id: string; organisationId: string; name: string; number: string | null }>> {
  return await query(
    manager,
    sql`SELECT b.id, b.organisation_id AS "organisationId", s.name, i.number
          FROM booking b JOIN service s ON s.id = b.service_id
          LEFT JOIN invoice i ON i.id = b.invoice_id WHERE b.id = ANY(${ids}) ORDER BY b.id`,
  );
}

/** Stock orders, packaging orders or retours with their label and the number of the invoice they name (for their audit entries). */
export async function recordsWithInvoice(
  manager: EntityManager,
  type: "stock_order" | "packaging_order" | "retour",
  ids: string[],
): Promise<Array<{ id: string; organisationId: string; label: string; number: string | null }>> {
  const statement = {
    stock_order: sql`SELECT r.id, r.organisation_id AS "organisationId", '#' || r.number AS label, i.number
                       FROM stock_order r LEFT JOIN invoice i ON i.id = r.invoice_id WHERE r.id = ANY(${ids}) ORDER BY r.id`,
    packaging_order: sql`SELECT r.id, r.organisation_id AS "organisationId", 'PO-' || r.number AS label, i.number
                       FROM packaging_order r LEFT JOIN invoice i ON i.id = r.invoice_id WHERE r.id = ANY(${ids}) ORDER BY r.id`,
    retour: sql`SELECT r.id, r.organisation_id AS "organisationId", 'R-' || r.number AS label, i.number
                       FROM retour r LEFT JOIN invoice i ON i.id = r.invoice_id WHERE r.id = ANY(${ids}) ORDER BY r.id`,
  }[type];
  return await query(manager, statement);
}

export async function markBookingsInvoiced(manager: EntityManager, ids: string[], invoiceId: string | null) {
  await query(manager, sql`UPDATE booking SET invoice_id = ${invoiceId}, updated_at = now() WHERE id = ANY(${ids})`);
}

// Retours: once support recorded them (their handling fee).

export async function organisationsWithRetours(manager: EntityManager, until: Date) {
  return await organisationIds(
    manager,
    sql`SELECT DISTINCT organisation_id AS "organisationId" FROM retour WHERE invoice_id IS NULL AND created_at < ${until}`,
  );
}

export async function pendingRetours(
  manager: EntityManager,
  organisationId: string,
  until: Date,
): Promise<
  Array<{
    id: string;
    number: number | string;
    totalItems: number;
    createdAt: Date;
    orderNumber: string;
    currencyCode: string;
  }>
> {
  return await query(
    manager,
    sql`SELECT r.id, r.number, r.total_items AS "totalItems", r.created_at AS "createdAt",
               coalesce(e.external_order_name, '#' || o.display_id) AS "orderNumber",
               coalesce(e.currency_code, 'eur') AS "currencyCode"
          FROM retour r JOIN "order" o ON o.id = r.order_id LEFT JOIN order_extension e ON e.order_id = r.order_id
         WHERE r.organisation_id = ${organisationId} AND r.invoice_id IS NULL AND r.created_at < ${until}
         ORDER BY r.created_at, r.id FOR UPDATE OF r`,
  );
}

export async function markRetoursInvoiced(manager: EntityManager, ids: string[], invoiceId: string | null) {
  await query(
    manager,
    invoiceId
      ? sql`UPDATE retour SET invoice_id = ${invoiceId}, invoiced_at = now(), updated_at = now() WHERE id = ANY(${ids})`
      : sql`UPDATE retour SET invoice_id = NULL, invoiced_at = NULL, updated_at = now() WHERE id = ANY(${ids})`,
  );
}
