import type { InvoiceLineKind } from "@platform/domain";
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
 * Something the platform invoices (spec §8): shipped orders (order-source.ts); stock orders,
 * packaging orders, bookings and retours (record-sources.ts), registered the same way. Every method runs inside the
 * invoice run's transaction; `pending` locks what it returns, `markInvoiced` makes it leave
 * `pending` for good, `release` gives it back when its invoice is cancelled, `paid` runs when
 * the invoice becomes paid — once, unless the source also has `unpaid`, which re-opens what `paid`
 * marked when a refund or a lost dispute makes the invoice unpaid again (then `paid` runs again when
 * it is paid again). Drawn stock is not given back: the goods went out.
 */
export type InvoiceSource = {
  type: string;
  organisationsWithPending(manager: EntityManager, until: Date): Promise<string[]>;
  pending(manager: EntityManager, organisationId: string, until: Date): Promise<InvoiceLineDraft[]>;
  markInvoiced(manager: EntityManager, sourceIds: string[], invoiceId: string): Promise<void>;
  release(manager: EntityManager, sourceIds: string[]): Promise<void>;
  paid?(manager: EntityManager, sourceIds: string[]): Promise<void>;
  unpaid?(manager: EntityManager, sourceIds: string[]): Promise<void>;
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
