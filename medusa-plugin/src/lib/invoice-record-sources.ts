import { PLATFORM_VAT_RATE, RETOUR_HANDLING_FEE_CENTS } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "./audit";
import { type InvoiceLineDraft, type InvoiceSource, taxOf } from "./invoice-sources";

/**
 * What the platform invoices besides shipped orders (spec §8), each a record with its own
 * `invoice_id`: a stock order once its supplier shipped it, a packaging order once it is on its
 * way, a booking once its provider completed it, a retour once it is recorded (its handling). Net prices plus the platform's VAT; the record
 * keeps the invoice it is on, and leaves it again when that invoice is cancelled.
 */

type Row = Record<string, unknown>;

function line(
  base: Pick<InvoiceLineDraft, "sourceType" | "sourceId" | "currencyCode" | "happenedAt">,
  kind: InvoiceLineDraft["kind"],
  description: string,
  quantity: number,
  unitAmount: number,
): InvoiceLineDraft {
  const net = quantity * unitAmount;
  return {
    ...base,
    kind,
    description,
    quantity,
    unitAmount,
    netAmount: net,
    taxRate: PLATFORM_VAT_RATE,
    taxAmount: taxOf(net, PLATFORM_VAT_RATE),
  };
}

async function organisations(manager: EntityManager, sql: string, until: Date): Promise<string[]> {
  const rows: Array<{ organisation_id: string }> = await manager.query(sql, [until]);
  return rows.map((row) => row.organisation_id);
}

/** Stock orders: each item at its unit price, once the supplier shipped the order. */
export const STOCK_ORDER_SOURCE: InvoiceSource = {
  type: "stock_order",
  async organisationsWithPending(manager, until) {
    return await organisations(
      manager,
      `SELECT DISTINCT organisation_id FROM stock_order
        WHERE invoice_id IS NULL AND status <> 'cancelled' AND shipped_at IS NOT NULL AND shipped_at < $1`,
      until,
    );
  },
  async pending(manager, organisationId, until) {
    const orders: Row[] = await manager.query(
      `SELECT id, number, currency_code, shipped_at FROM stock_order
        WHERE organisation_id = $1 AND invoice_id IS NULL AND status <> 'cancelled'
          AND shipped_at IS NOT NULL AND shipped_at < $2
        ORDER BY shipped_at, id FOR UPDATE`,
      [organisationId, until],
    );
    if (orders.length === 0) return [];
    const items: Row[] = await manager.query(
      `SELECT stock_order_id, title, sku, quantity, unit_price FROM stock_order_item
        WHERE stock_order_id = ANY($1) ORDER BY stock_order_id, line`,
      [orders.map((order) => order.id)],
    );
    return orders.flatMap((order) => {
      const base = {
        sourceType: "stock_order",
        sourceId: String(order.id),
        currencyCode: String(order.currency_code),
        happenedAt: order.shipped_at as Date,
      };
      return items
        .filter((item) => item.stock_order_id === order.id)
        .map((item) =>
          line(
            base,
            "goods",
            `SO-${order.number} · ${item.title}${item.sku ? ` (${item.sku})` : ""}`,
            Number(item.quantity),
            Number(item.unit_price),
          ),
        );
    });
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await manager.query(
      `UPDATE stock_order SET invoice_id = $2, invoiced_at = now(), updated_at = now() WHERE id = ANY($1)`,
      [sourceIds, invoiceId],
    );
  },
  async release(manager, sourceIds) {
    await manager.query(
      `UPDATE stock_order SET invoice_id = NULL, invoiced_at = NULL, updated_at = now() WHERE id = ANY($1)`,
      [sourceIds],
    );
  },
};

/** Packaging orders: the packaging × its quantity, once the order is on its way. */
export const PACKAGING_ORDER_SOURCE: InvoiceSource = {
  type: "packaging_order",
  async organisationsWithPending(manager, until) {
    return await organisations(
      manager,
      `SELECT DISTINCT organisation_id FROM packaging_order
        WHERE payment_status = 'not_invoiced' AND status IN ('on_the_way','arrived') AND updated_at < $1`,
      until,
    );
  },
  async pending(manager, organisationId, until) {
    const orders: Row[] = await manager.query(
      `SELECT o.id, o.number, o.quantity, o.unit_price, o.currency_code, coalesce(o.arrived_at, o.updated_at) AS happened_at,
              p.name, p.size
         FROM packaging_order o JOIN packaging p ON p.id = o.packaging_id
        WHERE o.organisation_id = $1 AND o.payment_status = 'not_invoiced' AND o.status IN ('on_the_way','arrived')
          AND o.updated_at < $2
        ORDER BY o.created_at, o.id FOR UPDATE OF o`,
      [organisationId, until],
    );
    return orders.map((order) =>
      line(
        {
          sourceType: "packaging_order",
          sourceId: String(order.id),
          currencyCode: String(order.currency_code),
          happenedAt: order.happened_at as Date,
        },
        "goods",
        `PO-${order.number} · ${order.name} (${order.size})`,
        Number(order.quantity),
        Number(order.unit_price),
      ),
    );
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await manager.query(
      `UPDATE packaging_order SET payment_status = 'invoiced', invoice_id = $2, updated_at = now() WHERE id = ANY($1)`,
      [sourceIds, invoiceId],
    );
  },
  async release(manager, sourceIds) {
    await manager.query(
      `UPDATE packaging_order SET payment_status = 'not_invoiced', invoice_id = NULL, updated_at = now() WHERE id = ANY($1)`,
      [sourceIds],
    );
  },
  async paid(manager, sourceIds) {
    await manager.query(`UPDATE packaging_order SET payment_status = 'paid', updated_at = now() WHERE id = ANY($1)`, [
      sourceIds,
    ]);
  },
};

/**
 * A booking's history shows when it was invoiced (after the mark), and released again by a
 * cancelled invoice (before the release, while it still names the invoice).
 */
async function auditBookingsInvoiced(manager: EntityManager, bookingIds: string[], invoiced: boolean) {
  const rows: Array<{ id: string; organisation_id: string; name: string; number: string | null }> = await manager.query(
    `SELECT b.id, b.organisation_id, s.name, i.number FROM booking b JOIN service s ON s.id = b.service_id
       LEFT JOIN invoice i ON i.id = b.invoice_id WHERE b.id = ANY($1) ORDER BY b.id`,
    [bookingIds],
  );
  for (const row of rows) {
    await recordAudit(manager, {
      organisationId: row.organisation_id,
      subjectType: "booking",
      subjectId: row.id,
      subjectLabel: row.name,
      action: invoiced ? "booking.invoiced" : "booking.invoice_released",
      before: { invoice: invoiced ? null : row.number },
      after: { invoice: invoiced ? row.number : null },
    });
  }
}

/** Bookings: the service × the booked amount, once the provider completed it. */
export const BOOKING_SOURCE: InvoiceSource = {
  type: "booking",
  async organisationsWithPending(manager, until) {
    return await organisations(
      manager,
      `SELECT DISTINCT organisation_id FROM booking
        WHERE invoice_id IS NULL AND status = 'completed' AND coalesce(status_changed_at, updated_at) < $1`,
      until,
    );
  },
  async pending(manager, organisationId, until) {
    const bookings: Row[] = await manager.query(
      `SELECT b.id, b.amount, b.unit_price, b.currency_code, coalesce(b.status_changed_at, b.updated_at) AS happened_at,
              s.name, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date
         FROM booking b JOIN service s ON s.id = b.service_id
        WHERE b.organisation_id = $1 AND b.invoice_id IS NULL AND b.status = 'completed'
          AND coalesce(b.status_changed_at, b.updated_at) < $2
        ORDER BY happened_at, b.id FOR UPDATE OF b`,
      [organisationId, until],
    );
    return bookings.map((booking) =>
      line(
        {
          sourceType: "booking",
          sourceId: String(booking.id),
          currencyCode: String(booking.currency_code),
          happenedAt: booking.happened_at as Date,
        },
        "service",
        `${booking.name} (${booking.booking_date})`,
        Number(booking.amount),
        Number(booking.unit_price),
      ),
    );
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await manager.query(`UPDATE booking SET invoice_id = $2, updated_at = now() WHERE id = ANY($1)`, [
      sourceIds,
      invoiceId,
    ]);
    await auditBookingsInvoiced(manager, sourceIds, true);
  },
  async release(manager, sourceIds) {
    await auditBookingsInvoiced(manager, sourceIds, false);
    await manager.query(`UPDATE booking SET invoice_id = NULL, updated_at = now() WHERE id = ANY($1)`, [sourceIds]);
  },
};

/** Handled retours: the handling fee per returned item, once support recorded the retour. */
export const RETOUR_SOURCE: InvoiceSource = {
  type: "retour",
  async organisationsWithPending(manager, until) {
    return await organisations(
      manager,
      `SELECT DISTINCT organisation_id FROM retour WHERE invoice_id IS NULL AND created_at < $1`,
      until,
    );
  },
  async pending(manager, organisationId, until) {
    const retours: Row[] = await manager.query(
      `SELECT r.id, r.number, r.total_items, r.created_at,
              coalesce(e.external_order_name, '#' || o.display_id) AS order_number, coalesce(e.currency_code, 'eur') AS currency_code
         FROM retour r JOIN "order" o ON o.id = r.order_id LEFT JOIN order_extension e ON e.order_id = r.order_id
        WHERE r.organisation_id = $1 AND r.invoice_id IS NULL AND r.created_at < $2
        ORDER BY r.created_at, r.id FOR UPDATE OF r`,
      [organisationId, until],
    );
    return retours.map((retour) =>
      line(
        {
          sourceType: "retour",
          sourceId: String(retour.id),
          currencyCode: String(retour.currency_code),
          happenedAt: retour.created_at as Date,
        },
        "fulfilment",
        `R-${retour.number} · ${retour.order_number}`,
        Number(retour.total_items),
        RETOUR_HANDLING_FEE_CENTS,
      ),
    );
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await manager.query(
      `UPDATE retour SET invoice_id = $2, invoiced_at = now(), updated_at = now() WHERE id = ANY($1)`,
      [sourceIds, invoiceId],
    );
  },
  async release(manager, sourceIds) {
    await manager.query(
      `UPDATE retour SET invoice_id = NULL, invoiced_at = NULL, updated_at = now() WHERE id = ANY($1)`,
      [sourceIds],
    );
  },
};
