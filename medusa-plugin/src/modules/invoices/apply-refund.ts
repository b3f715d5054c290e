import { INVOICE_MESSAGES, type InvoiceStatus, statusAfterPayment } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { settleSources } from "./apply-payment";
import { bookRefund, creditedOf, insertPayment, lockInvoice, paymentBooked } from "./data-access/invoices";
import { newId } from "./data-access/tables";

/**
 * A card refund made at Stripe, reflected on the invoice: a negative card payment (the
 * provider's id makes it once only), the paid amount and status go back, what it paid for is
 * re-opened (settleSources); stock already drawn stays drawn (the goods went out). Also a lost
 * dispute (the money taken back by the card network). Under the invoice's row lock.
 */
export async function applyRefund(
  manager: EntityManager,
  refund: { invoiceId: string; amount: number; externalId: string; action?: "invoice.dispute_lost" },
): Promise<{ status: InvoiceStatus; applied: boolean }> {
  const invoice = await lockInvoice(manager, refund.invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  if ((await paymentBooked(manager, refund.externalId)) || refund.amount <= 0) {
    return { status: invoice.status, applied: false };
  }
  const amount = Math.min(refund.amount, Number(invoice.amountPaid));
  if (amount <= 0) return { status: invoice.status, applied: false };
  await insertPayment(manager, {
    id: newId("invpay"),
    invoiceId: invoice.id,
    method: "card",
    amount: -amount,
    externalId: refund.externalId,
    createdBy: null,
  });
  const paid = Number(invoice.amountPaid) - amount;
  const status = statusAfterPayment(Number(invoice.total) - (await creditedOf(manager, invoice.id)), paid);
  await bookRefund(manager, invoice.id, paid, status);
  // No longer paid: what it paid for (packaging orders) is re-opened; drawn stock stays drawn.
  await settleSources(manager, invoice, status);
  await recordAudit(manager, {
    organisationId: invoice.organisationId,
    subjectType: "invoice",
    subjectId: invoice.id,
    subjectLabel: invoice.number,
    action: refund.action ?? "invoice.payment_refunded",
    before: { status: invoice.status, amount_paid: Number(invoice.amountPaid), refund: null },
    after: { status, amount_paid: paid, refund: { method: "card", amount } },
    actor: "system",
  });
  return { status, applied: true };
}
