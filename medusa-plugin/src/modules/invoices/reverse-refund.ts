import { INVOICE_MESSAGES, type InvoiceStatus, statusAfterPayment } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { settleSources } from "./apply-payment";
import { bookPayment, creditedOf, insertPayment, lockInvoice, paymentBooked } from "./data-access/invoices";
import { newId } from "./data-access/tables";

/**
 * A card refund that failed or was canceled after it was made (Stripe: the refund's status
 * becomes `failed` or `canceled`, event `charge.refund.updated`): the money stayed with us, so the
 * refund booked on the invoice is reversed by a positive card payment (`externalId` once only);
 * the paid amount and status go back up and what it pays for is marked paid again. Under the
 * invoice's row lock.
 */
export async function reverseRefund(
  manager: EntityManager,
  reversal: { invoiceId: string; amount: number; externalId: string },
): Promise<{ status: InvoiceStatus; applied: boolean }> {
  const invoice = await lockInvoice(manager, reversal.invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  if (reversal.amount <= 0 || (await paymentBooked(manager, reversal.externalId))) {
    return { status: invoice.status, applied: false };
  }
  await insertPayment(manager, {
    id: newId("invpay"),
    invoiceId: invoice.id,
    method: "card",
    amount: reversal.amount,
    externalId: reversal.externalId,
    createdBy: null,
  });
  const paid = Number(invoice.amountPaid) + reversal.amount;
  const status = statusAfterPayment(Number(invoice.total) - (await creditedOf(manager, invoice.id)), paid);
  await bookPayment(manager, invoice.id, paid, status);
  await recordAudit(manager, {
    organisationId: invoice.organisationId,
    subjectType: "invoice",
    subjectId: invoice.id,
    subjectLabel: invoice.number,
    action: "invoice.refund_failed",
    before: { status: invoice.status, amount_paid: Number(invoice.amountPaid) },
    after: { status, amount_paid: paid },
    actor: "system",
  });
  await settleSources(manager, invoice, status);
  return { status, applied: true };
}
