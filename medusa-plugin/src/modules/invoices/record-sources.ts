import { PLATFORM_VAT_RATE, RETOUR_HANDLING_FEE_CENTS } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import {
  bookingsWithInvoice,
  markBookingsInvoiced,
  markPackagingOrdersInvoiced,
  markPackagingOrdersPaid,
  markPackagingOrdersUnpaid,
  markRetoursInvoiced,
  markStockOrdersInvoiced,
  organisationsWithCompletedBookings,
  organisationsWithRetours,
  organisationsWithSentPackagingOrders,
  organisationsWithShippedStockOrders,
  pendingBookings,
  pendingPackagingOrders,
  pendingRetours,
  pendingStockOrders,
  recordsWithInvoice,
  stockOrderItems,
} from "./data-access/sources";
import { type InvoiceLineDraft, type InvoiceSource, taxOf } from "./sources";

/**
 * What the platform invoices besides shipped orders (spec §8), each a record with its own
 * `invoice_id`: a stock order once its supplier shipped it, a packaging order once it is on its
 * way, a booking once its provider completed it, a retour once it is recorded (its handling). Net
 * prices plus the platform's VAT; the record keeps the invoice it is on, and leaves it again when
 * that invoice is cancelled.
 */

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

/** Stock orders: each item at its unit price, once the supplier shipped the order. */
export const STOCK_ORDER_SOURCE: InvoiceSource = {
  type: "stock_order",
  organisationsWithPending: organisationsWithShippedStockOrders,
  async pending(manager, organisationId, until) {
    const orders = await pendingStockOrders(manager, organisationId, until);
    if (orders.length === 0) return [];
    const items = await stockOrderItems(
      manager,
      orders.map((order) => order.id),
    );
    return orders.flatMap((order) => {
      const base = {
        sourceType: "stock_order",
        sourceId: String(order.id),
        currencyCode: String(order.currencyCode),
        happenedAt: order.shippedAt,
      };
      return items
        .filter((item) => item.stockOrderId === order.id)
        .map((item) =>
          line(
            base,
            "goods",
            `SO-${order.number} · ${item.title}${item.sku ? ` (${item.sku})` : ""}`,
            Number(item.quantity),
            Number(item.unitPrice),
          ),
        );
    });
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await markStockOrdersInvoiced(manager, sourceIds, invoiceId);
    await auditRecords(manager, "stock_order", sourceIds, "invoiced");
  },
  async release(manager, sourceIds) {
    await auditRecords(manager, "stock_order", sourceIds, "invoice_released");
    await markStockOrdersInvoiced(manager, sourceIds, null);
  },
};

/** Packaging orders: the packaging × its quantity, once the order is on its way. */
export const PACKAGING_ORDER_SOURCE: InvoiceSource = {
  type: "packaging_order",
  organisationsWithPending: organisationsWithSentPackagingOrders,
  async pending(manager, organisationId, until) {
    const orders = await pendingPackagingOrders(manager, organisationId, until);
    return orders.map((order) =>
      line(
        {
          sourceType: "packaging_order",
          sourceId: String(order.id),
          currencyCode: String(order.currencyCode),
          happenedAt: order.happenedAt,
        },
        "goods",
        `PO-${order.number} · ${order.name} (${order.size})`,
        Number(order.quantity),
        Number(order.unitPrice),
      ),
    );
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await markPackagingOrdersInvoiced(manager, sourceIds, invoiceId);
    await auditRecords(manager, "packaging_order", sourceIds, "invoiced");
  },
  async release(manager, sourceIds) {
    await auditRecords(manager, "packaging_order", sourceIds, "invoice_released");
    await markPackagingOrdersInvoiced(manager, sourceIds, null);
  },
  async paid(manager, sourceIds) {
    await markPackagingOrdersPaid(manager, sourceIds);
    await auditRecords(manager, "packaging_order", sourceIds, "paid");
  },
  async unpaid(manager, sourceIds) {
    await markPackagingOrdersUnpaid(manager, sourceIds);
  },
};

/**
 * A stock order's, packaging order's or retour's history shows when it was invoiced (after the
 * mark), paid, and released again by a cancelled invoice (before the release, while it still
 * names the invoice).
 */
async function auditRecords(
  manager: EntityManager,
  type: "stock_order" | "packaging_order" | "retour",
  ids: string[],
  change: "invoiced" | "paid" | "invoice_released",
) {
  for (const row of await recordsWithInvoice(manager, type, ids)) {
    const released = change === "invoice_released";
    const at = { organisationId: row.organisationId, subjectId: row.id, subjectLabel: row.label };
    if (type === "packaging_order" && change === "paid") {
      await recordAudit(manager, {
        ...at,
        subjectType: "packaging_order",
        action: "packaging_order.paid",
        before: { payment_status: "invoiced" },
        after: { payment_status: "paid" },
      });
    } else if (type === "packaging_order") {
      await recordAudit(manager, {
        ...at,
        subjectType: "packaging_order",
        action: released ? "packaging_order.invoice_released" : "packaging_order.invoiced",
        before: { invoice: released ? row.number : null },
        after: { invoice: released ? null : row.number },
      });
    } else if (type === "stock_order") {
      await recordAudit(manager, {
        ...at,
        subjectType: "stock_order",
        action: released ? "stock_order.invoice_released" : "stock_order.invoiced",
        before: { invoice: released ? row.number : null },
        after: { invoice: released ? null : row.number },
      });
    } else {
      await recordAudit(manager, {
        ...at,
        subjectType: "retour",
        action: released ? "retour.invoice_released" : "retour.invoiced",
        before: { invoice: released ? row.number : null },
        after: { invoice: released ? null : row.number },
      });
    }
  }
}

/**
 * A booking's history shows when it was invoiced (after the mark), and released again by a
 * cancelled invoice (before the release, while it still names the invoice).
 */
async function auditBookingsInvoiced(manager: EntityManager, bookingIds: string[], invoiced: boolean) {
  for (const row of await bookingsWithInvoice(manager, bookingIds)) {
    await recordAudit(manager, {
      organisationId: row.organisationId,
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
  organisationsWithPending: organisationsWithCompletedBookings,
  async pending(manager, organisationId, until) {
    const bookings = await pendingBookings(manager, organisationId, until);
    return bookings.map((booking) =>
      line(
        {
          sourceType: "booking",
          sourceId: String(booking.id),
          currencyCode: String(booking.currencyCode),
          happenedAt: booking.happenedAt,
        },
        "service",
        `${booking.name} (${booking.bookingDate})`,
        Number(booking.amount),
        Number(booking.unitPrice),
      ),
    );
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await markBookingsInvoiced(manager, sourceIds, invoiceId);
    await auditBookingsInvoiced(manager, sourceIds, true);
  },
  async release(manager, sourceIds) {
    await auditBookingsInvoiced(manager, sourceIds, false);
    await markBookingsInvoiced(manager, sourceIds, null);
  },
};

/** Handled retours: the handling fee per returned item, once support recorded the retour. */
export const RETOUR_SOURCE: InvoiceSource = {
  type: "retour",
  organisationsWithPending: organisationsWithRetours,
  async pending(manager, organisationId, until) {
    const retours = await pendingRetours(manager, organisationId, until);
    return retours.map((retour) =>
      line(
        {
          sourceType: "retour",
          sourceId: String(retour.id),
          currencyCode: String(retour.currencyCode),
          happenedAt: retour.createdAt,
        },
        "fulfilment",
        `R-${retour.number} · ${retour.orderNumber}`,
        Number(retour.totalItems),
        RETOUR_HANDLING_FEE_CENTS,
      ),
    );
  },
  async markInvoiced(manager, sourceIds, invoiceId) {
    await markRetoursInvoiced(manager, sourceIds, invoiceId);
    await auditRecords(manager, "retour", sourceIds, "invoiced");
  },
  async release(manager, sourceIds) {
    await auditRecords(manager, "retour", sourceIds, "invoice_released");
    await markRetoursInvoiced(manager, sourceIds, null);
  },
};
