import { FULFILMENT_FEE_CENTS, type InvoiceLineKind, PLATFORM_VAT_RATE } from "@platform/domain";
import type { EntityManager } from "typeorm";

/** One invoice line before it has an invoice: what it charges and which record it comes from. */
export type InvoiceLineDraft = {
  sourceType: string;
  sourceId: string;
  kind: InvoiceLineKind;
  /** Data, not words: a product title, an order number (the kind's label is translated). */
  description: string;
  quantity: number;
  unitAmount: number;
  netAmount: number;
  taxRate: number;
  taxAmount: number;
  currencyCode: string;
  /** When the invoiced thing happened (the invoice's period). */
  happenedAt: Date;
};

/**
 * Something the platform invoices (spec §8): shipped orders here; stock orders, packaging orders
 * and bookings in invoice-record-sources.ts, registered the same way. Every method runs inside the
 * invoice run's transaction; `pending` locks what it returns, `markInvoiced` makes it leave
 * `pending` for good, `release` gives it back when its invoice is cancelled, `paid` runs once
 * when the invoice becomes paid.
 */
export type InvoiceSource = {
  type: string;
  organisationsWithPending(manager: EntityManager, until: Date): Promise<string[]>;
  pending(manager: EntityManager, organisationId: string, until: Date): Promise<InvoiceLineDraft[]>;
  markInvoiced(manager: EntityManager, sourceIds: string[], invoiceId: string): Promise<void>;
  release(manager: EntityManager, sourceIds: string[]): Promise<void>;
  paid?(manager: EntityManager, sourceIds: string[]): Promise<void>;
};

const sources = new Map<string, InvoiceSource>();

export function registerInvoiceSource(source: InvoiceSource): void {
  sources.set(source.type, source);
}

export function invoiceSources(): InvoiceSource[] {
  return [...sources.values()];
}

export function invoiceSource(type: string): InvoiceSource | undefined {
  return sources.get(type);
}

export const taxOf = (net: number, rate: number) => Math.round((net * rate) / 100);

/**
 * Shipped orders (goods and fulfilment): each item at the order's net price with its own tax
 * rate, the order's shipping, and the platform's fulfilment fee per order. A cancelled order is
 * never invoiced.
 */
export const ORDER_SOURCE: Omit<InvoiceSource, "paid"> = {
  type: "order",
  async organisationsWithPending(manager, until) {
    const rows: Array<{ organisation_id: string }> = await manager.query(
      `SELECT DISTINCT e.organisation_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE NOT e.invoiced AND e.shipped_at IS NOT NULL AND e.shipped_at < $1 AND o.status <> 'canceled'`,
      [until],
    );
    return rows.map((row) => row.organisation_id);
  },
  async pending(manager, organisationId, until) {
    const orders: Array<{ id: string; number: string; currency_code: string; shipped_at: Date }> = await manager.query(
      `SELECT e.order_id AS id, coalesce(e.external_order_name, '#' || o.display_id) AS number,
              e.currency_code, e.shipped_at
         FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE e.organisation_id = $1 AND NOT e.invoiced AND e.shipped_at IS NOT NULL AND e.shipped_at < $2
          AND o.status <> 'canceled'
        ORDER BY e.shipped_at, e.order_id
        FOR UPDATE OF e`,
      [organisationId, until],
    );
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const items: Array<{
      order_id: string;
      title: string;
      variant: string | null;
      quantity: number;
      unit_price: number;
      rate: string | null;
    }> = await manager.query(
      `SELECT i.order_id, i.title, i.description AS variant, i.quantity, i.unit_price,
                (SELECT sum(t.rate) FROM line_item_tax_line t WHERE t.item_id = i.id) AS rate
           FROM line_item i WHERE i.order_id = ANY($1) ORDER BY i.created_at, i.id`,
      [ids],
    );
    const shipping: Array<{ order_id: string; price: number; rate: string | null }> = await manager.query(
      `SELECT s.order_id, s.price, (SELECT sum(t.rate) FROM shipping_method_tax_line t WHERE t.shipping_method_id = s.id) AS rate
         FROM shipping_method s WHERE s.order_id = ANY($1) ORDER BY s.id`,
      [ids],
    );
    const lines: InvoiceLineDraft[] = [];
    for (const order of orders) {
      const base = {
        sourceType: "order",
        sourceId: order.id,
        currencyCode: order.currency_code,
        happenedAt: order.shipped_at,
      };
      for (const item of items.filter((row) => row.order_id === order.id)) {
        const rate = Number(item.rate ?? 0);
        const net = Number(item.unit_price) * Number(item.quantity);
        lines.push({
          ...base,
          kind: "goods",
          description: `${order.number} · ${item.title}${item.variant && item.variant !== item.title ? ` – ${item.variant}` : ""}`,
          quantity: Number(item.quantity),
          unitAmount: Number(item.unit_price),
          netAmount: net,
          taxRate: rate,
          taxAmount: taxOf(net, rate),
        });
      }
      for (const method of shipping.filter((row) => row.order_id === order.id && Number(row.price) > 0)) {
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
    await manager.query(`UPDATE order_extension SET invoiced = true, updated_at = now() WHERE order_id = ANY($1)`, [
      sourceIds,
    ]);
  },
  async release(manager, sourceIds) {
    await manager.query(`UPDATE order_extension SET invoiced = false, updated_at = now() WHERE order_id = ANY($1)`, [
      sourceIds,
    ]);
  },
};
