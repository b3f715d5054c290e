import { FULFILMENT_FEE_CENTS, PLATFORM_VAT_RATE } from "@platform/domain";
import type { EntityManager } from "typeorm";
import {
  awaitsPayment,
  type Charged,
  markOrdersInvoiced,
  orderItems,
  orderShipping,
  organisationsWithShippedOrders,
  pendingOrders,
} from "./data-access/sources";
import { type InvoiceLineDraft, type InvoiceSource, taxOf } from "./sources";

/**
 * A goods or shipping line's net and tax: exactly what the shop charged for the whole line when
 * intake kept it (for this very quantity), so the invoice bills the shop's cents whatever the
 * quantity, rate or rounding; else (orders taken in before, manual edits of the quantity) the
 * net unit price × quantity and its tax.
 */
export function billedAmounts(
  unitPrice: number,
  quantity: number,
  rate: number,
  charged: Charged | null,
): { net: number; tax: number } {
  if (
    charged &&
    Number(charged.quantity) === quantity &&
    Number.isSafeInteger(charged.net) &&
    Number.isSafeInteger(charged.tax)
  ) {
    return { net: charged.net as number, tax: charged.tax as number };
  }
  const net = unitPrice * quantity;
  return { net, tax: taxOf(net, rate) };
}

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
          const { net, tax } = billedAmounts(Number(item.unitPrice), Number(item.quantity), rate, item.charged);
          lines.push({
            ...base,
            kind: "goods",
            description: `${order.number} · ${item.title}${item.variant && item.variant !== item.title ? ` – ${item.variant}` : ""}`,
            quantity: Number(item.quantity),
            unitAmount: Number(item.unitPrice),
            netAmount: net,
            taxRate: rate,
            taxAmount: tax,
          });
        }
        for (const method of shipping.filter((row) => row.orderId === order.id && Number(row.price) > 0)) {
          const rate = Number(method.rate ?? 0);
          const { net, tax } = billedAmounts(Number(method.price), 1, rate, method.charged);
          lines.push({
            ...base,
            kind: "shipping",
            description: order.number,
            quantity: 1,
            unitAmount: Number(method.price),
            netAmount: net,
            taxRate: rate,
            taxAmount: tax,
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
