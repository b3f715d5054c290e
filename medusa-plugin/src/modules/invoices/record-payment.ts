import { amountDue, INVOICE_MESSAGES, type RecordPaymentInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { applyPayment } from "./apply-payment";
import { creditedOf, lockInvoice } from "./data-access/invoices";

/** Support records a bank payment: the whole open amount or a part of it (in the caller's transaction). */
export async function recordPayment(manager: EntityManager, customerId: string, input: RecordPaymentInput) {
  const invoice = await lockInvoice(manager, input.invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  const open = amountDue(Number(invoice.total), await creditedOf(manager, invoice.id), Number(invoice.amountPaid));
  const amount = input.kind === "full" ? open : input.amount;
  if (input.kind === "partial" && amount > open) {
    throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountTooHigh, "amount");
  }
  await applyPayment(manager, { invoiceId: input.invoiceId, amount, method: "bank", actor: customerId });
}
