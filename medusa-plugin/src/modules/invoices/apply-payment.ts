import { amountDue, INVOICE_MESSAGES, type InvoiceStatus, isPayable, statusAfterPayment } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { recordWebhookEvent } from "../webhooks";
import {
  bookPayment,
  creditedOf,
  insertPayment,
  lockInvoice,
  markStockDrawn,
  paymentBooked,
  sourcesOfInvoice,
} from "./data-access/invoices";
import { newId } from "./data-access/tables";
import { type InvoiceSource, invoiceSource } from "./sources";

export type Payment = {
  invoiceId: string;
  amount: number;
  method: "bank" | "card";
  actor: string | null;
  /** The provider's id (a card payment's intent): a repeated webhook books it once. */
  externalId?: string;
  /**
   * Money that has already been taken (a card payment): booked up to the amount due and the rest
   * returned as `excess` (the caller refunds it), never refused. Without it a payment beyond the
   * amount due is refused (support's records).
   */
  upToDue?: boolean;
};

export type PaymentResult = { status: InvoiceStatus; applied: boolean; booked: number; excess: number };

/**
 * Books a payment on the invoice (under its row lock) and moves its status; when it becomes paid,
 * every source's `paid` runs — exactly once, guarded by stock_drawn_at under the row lock. A
 * payment with a provider's id that is already booked changes nothing. Nothing is booked beyond
 * the amount due (total − credit notes − paid net of refunds): see `upToDue`.
 */
export async function applyPayment(manager: EntityManager, payment: Payment): Promise<PaymentResult> {
  const invoice = await lockInvoice(manager, payment.invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  if (payment.externalId && (await paymentBooked(manager, payment.externalId))) {
    return { status: invoice.status, applied: false, booked: 0, excess: 0 };
  }
  if (!payment.upToDue && !isPayable(invoice.status)) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
  if (payment.amount <= 0) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountInvalid, "amount");
  const net = Number(invoice.total) - (await creditedOf(manager, invoice.id));
  const due = isPayable(invoice.status) ? amountDue(net, 0, Number(invoice.amountPaid)) : 0;
  if (!payment.upToDue) {
    if (payment.amount > due) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountTooHigh, "amount");
  }
  const booked = Math.min(payment.amount, due);
  const excess = payment.amount - booked;
  // Paid, cancelled or nothing due meanwhile: all of the money is excess, nothing is booked.
  if (booked <= 0) return { status: invoice.status, applied: false, booked: 0, excess };
  await insertPayment(manager, {
    id: newId("invpay"),
    invoiceId: invoice.id,
    method: payment.method,
    amount: booked,
    externalId: payment.externalId ?? null,
    createdBy: payment.actor,
  });
  const paid = Number(invoice.amountPaid) + booked;
  const status = statusAfterPayment(net, paid);
  await bookPayment(manager, invoice.id, paid, status);
  await recordAudit(manager, {
    organisationId: invoice.organisationId,
    subjectType: "invoice",
    subjectId: invoice.id,
    subjectLabel: invoice.number,
    action: "invoice.payment_recorded",
    before: { status: invoice.status, amount_paid: Number(invoice.amountPaid), payment: null },
    after: { status, amount_paid: paid, payment: { method: payment.method, amount: booked } },
    actor: payment.actor ?? "system",
  });
  if (status === "paid" && invoice.status !== "paid") {
    await recordWebhookEvent(manager, {
      organisationId: invoice.organisationId,
      type: "invoice.paid",
      data: { invoiceId: invoice.id, number: invoice.number, amountPaid: paid, method: payment.method },
    });
  }
  await settleSources(manager, invoice, status);
  return { status, applied: true, booked, excess };
}

/**
 * What an invoice's sources do when its paid state changes (under the invoice's row lock): on
 * becoming paid the first time every `paid` runs and stock_drawn_at is set (exactly once); paid
 * again after a refund or a lost dispute, only the sources that can be re-opened (`unpaid`) are
 * marked paid again; no longer paid, those are re-opened. Drawn stock stays drawn.
 */
export async function settleSources(
  manager: EntityManager,
  invoice: { id: string; status: InvoiceStatus; stockDrawnAt: Date | null },
  status: InvoiceStatus,
): Promise<void> {
  const wasPaid = invoice.status === "paid";
  if (status === "paid" && !wasPaid) {
    await runHooks(manager, invoice.id, (source) =>
      invoice.stockDrawnAt ? (source.unpaid ? source.paid : undefined) : source.paid,
    );
    if (!invoice.stockDrawnAt) await markStockDrawn(manager, invoice.id);
  } else if (wasPaid && status !== "paid") {
    await runHooks(manager, invoice.id, (source) => source.unpaid);
  }
}

async function runHooks(
  manager: EntityManager,
  invoiceId: string,
  pick: (source: InvoiceSource) => InvoiceSource["paid"],
): Promise<void> {
  const rows = await sourcesOfInvoice(manager, invoiceId);
  for (const type of new Set(rows.map((row) => row.sourceType))) {
    const source = invoiceSource(type);
    const hook = source && pick(source);
    const ids = rows.filter((row) => row.sourceType === type).map((row) => row.sourceId);
    if (hook) await hook.call(source, manager, ids);
  }
}
