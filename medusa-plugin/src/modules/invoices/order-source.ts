import { FULFILMENT_FEE_CENTS, PLATFORM_VAT_RATE } from "@platform/domain";
import type { EntityManager } from "typeorm";
import {
  awaitsPayment,
  markOrdersInvoiced,
  orderItems,
  orderShipping,
  organisationsWithShippedOrders,
  pendingOrders,
} from "./data-access/sources";
import { type InvoiceLineDraft, type InvoiceSource, taxOf } from "./sources";

/** What the order source needs of the locations domain: drawing an order's reserved stock. */
export type StockDrawer = { drawOrder(manager: EntityManager, orderId: string): Promise<unknown> };

/**
 * Shipped orders (goods and fulfilment): each item at the order's net price with its own tax
 * rate, the order's shipping, and the platform's fulfilment fee per order. A cancelled order is
 * never invoiced. Spec §9: once its invoice is paid, an order draws on the stock reserved for it.
 */
export function orderSource(stock: StockDrawer): InvoiceSource {
  return {
    type: "order",
    organisationsWithPending: organisationsWithShippedOrders,
    async pending(manager, organisationId, until) {
      const orders = await pendingOrders(manager, organisationId, until);
      if (orders.length === 0) return [];
      const ids = orders.map((order) => order.id);
      const items = await orderItems(manager, ids);
      const shipping = await orderShipping(manager, ids);
      const lines: InvoiceLineDraft[] = [];
      for (const order of orders) {
        const base = {
          sourceType: "order",
          sourceId: order.id,
          currencyCode: order.currencyCode,
          happenedAt: order.shippedAt,
        };
        for (const item of items.filter((row) => row.orderId === order.id)) {
          const rate = Number(item.rate ?? 0);
          const net = Number(item.unitPrice) * Number(item.quantity);
          lines.push({
            ...base,
            kind: "goods",
            description: `${order.number} · ${item.title}${item.variant && item.variant !== item.title ? ` – ${item.variant}` : ""}`,
            quantity: Number(item.quantity),
            unitAmount: Number(item.unitPrice),
            netAmount: net,
            taxRate: rate,
            taxAmount: taxOf(net, rate),
          });
        }
        for (const method of shipping.filter((row) => row.orderId === order.id && Number(row.price) > 0)) {
          const rate = Number(method.rate ?? 0);
          lines.push({
            ...base,
            kind: "shipping",
            description: order.number,
            quantity: 1,
            unitAmount: Number(method.price),
            netAmount: Number(method.price),
            taxRate: rate,
            taxAmount: taxOf(Number(method.price), rate),
          });
        }
        lines.push({
          ...base,
          kind: "fulfilment",
          description: order.number,
          quantity: 1,
          unitAmount: FULFILMENT_FEE_CENTS,
          netAmount: FULFILMENT_FEE_CENTS,
          taxRate: PLATFORM_VAT_RATE,
          taxAmount: taxOf(FULFILMENT_FEE_CENTS, PLATFORM_VAT_RATE),
        });
      }
      return lines;
    },
    async markInvoiced(manager, sourceIds) {
      await markOrdersInvoiced(manager, sourceIds, true);
    },
    async release(manager, sourceIds) {
      await markOrdersInvoiced(manager, sourceIds, false);
    },
    async paid(manager, orderIds) {
      for (const orderId of orderIds) {
        if (await awaitsPayment(manager, orderId)) await stock.drawOrder(manager, orderId);
      }
    },
  };
}
