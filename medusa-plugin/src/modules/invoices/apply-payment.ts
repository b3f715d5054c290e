import { INVOICE_MESSAGES, type InvoiceStatus, isPayable, statusAfterPayment } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import {
  bookPayment,
  insertPayment,
  lockInvoice,
  markStockDrawn,
  paymentBooked,
  sourcesOfInvoice,
} from "./data-access/invoices";
import { newId } from "./data-access/tables";
import { invoiceSource } from "./sources";

export type Payment = {
  invoiceId: string;
  amount: number;
  method: "bank" | "card";
  actor: string | null;
  /** The provider's id (a card payment's intent): a repeated webhook books it once. */
  externalId?: string;
};

/**
 * Books a payment on the invoice (under its row lock) and moves its status; when it becomes paid,
 * every source's `paid` runs — exactly once, guarded by stock_drawn_at under the row lock. A
 * payment with a provider's id that is already booked changes nothing.
 */
export async function applyPayment(
  manager: EntityManager,
  payment: Payment,
): Promise<{ status: InvoiceStatus; applied: boolean }> {
  const invoice = await lockInvoice(manager, payment.invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  if (payment.externalId && (await paymentBooked(manager, payment.externalId))) {
    return { status: invoice.status, applied: false };
  }
  if (!isPayable(invoice.status)) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
  if (payment.amount <= 0) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountInvalid, "amount");
  await insertPayment(manager, {
    id: newId("invpay"),
    invoiceId: invoice.id,
    method: payment.method,
    amount: payment.amount,
    externalId: payment.externalId ?? null,
    createdBy: payment.actor,
  });
  const paid = Number(invoice.amountPaid) + payment.amount;
  const status = statusAfterPayment(Number(invoice.total), paid);
  await bookPayment(manager, invoice.id, paid, status);
  await recordAudit(manager, {
    organisationId: invoice.organisationId,
    subjectType: "invoice",
    subjectId: invoice.id,
    subjectLabel: invoice.number,
    action: "invoice.payment_recorded",
    before: { status: invoice.status, amount_paid: Number(invoice.amountPaid), payment: null },
    after: { status, amount_paid: paid, payment: { method: payment.method, amount: payment.amount } },
    actor: payment.actor ?? "system",
  });
  if (status === "paid" && !invoice.stockDrawnAt) {
    await runPaidHooks(manager, invoice.id);
    await markStockDrawn(manager, invoice.id);
  }
  return { status, applied: true };
}

async function runPaidHooks(manager: EntityManager, invoiceId: string): Promise<void> {
  const rows = await sourcesOfInvoice(manager, invoiceId);
  for (const type of new Set(rows.map((row) => row.sourceType))) {
    const source = invoiceSource(type);
    const ids = rows.filter((row) => row.sourceType === type).map((row) => row.sourceId);
    if (source?.paid) await source.paid(manager, ids);
  }
}
