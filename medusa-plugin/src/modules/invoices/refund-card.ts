import { INVOICE_MESSAGES, type RefundCardInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { Stripe, stripe } from "../../lib/stripe";
import { applyRefund } from "./apply-refund";
import { cardRefundOfRequest, insertCardRefund, refundableCardPayments } from "./data-access/card-checkouts";
import { lockInvoice } from "./data-access/invoices";
import { writeInvoice } from "./write-invoice";

/**
 * Support refunds card money from the invoice (full: all that is refundable of its newest card
 * payment; partial: an amount of it), in one step under the invoice's row lock: the Stripe refund
 * (`refunds.create`, idempotency key `platform-refund-<request>`), a credit note correcting the
 * invoice for the amount, and the refund booked on the invoice — so its amount due does not
 * change and a paid invoice stays paid. One request (the dialog's `requestId`) refunds once,
 * however often it is sent: the others queue on the lock and find it done. Stripe failing rolls
 * everything back (nothing refunded, nothing booked); a retry with the same request gets Stripe's
 * own answer again. Stripe's `charge.refunded` for it then books nothing more.
 */
export async function refundCard(manager: EntityManager, actor: string, input: RefundCardInput): Promise<void> {
  const invoice = await lockInvoice(manager, input.invoiceId);
  if (invoice?.type !== "invoice") throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  const done = await cardRefundOfRequest(manager, input.requestId);
  if (done) {
    if (done.invoiceId !== invoice.id) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
    return;
  }
  const payment = (await refundableCardPayments(manager, invoice.id)).find((row) => row.refundable > 0);
  if (!payment) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.nothingToRefund);
  const amount = input.kind === "full" ? payment.refundable : input.amount;
  if (amount > payment.refundable) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountTooHigh, "amount");
  let refund: Stripe.Refund;
  try {
    refund = await stripe().refunds.create(
      {
        payment_intent: payment.paymentIntentId,
        amount,
        reason: "requested_by_customer",
        metadata: { invoice_id: invoice.id, request_id: input.requestId },
      },
      { idempotencyKey: `platform-refund-${input.requestId}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      console.warn(`[stripe] refund for invoice ${invoice.id} refused: ${error.code ?? error.type}`);
      throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.refundFailed);
    }
    throw error;
  }
  const note = await writeInvoice(manager, {
    organisationId: invoice.organisationId,
    type: "credit",
    actor,
    correctsInvoiceId: invoice.id,
    lines: [
      {
        sourceType: "card_refund",
        sourceId: refund.id,
        kind: "credit",
        description: invoice.number,
        quantity: 1,
        unitAmount: amount,
        netAmount: amount,
        taxRate: 0,
        taxAmount: 0,
        currencyCode: invoice.currencyCode,
        happenedAt: new Date(),
      },
    ],
  });
  await applyRefund(manager, {
    invoiceId: invoice.id,
    amount,
    externalId: `${payment.paymentIntentId}:refunded:platform:${input.requestId}`,
  });
  await insertCardRefund(manager, {
    requestId: input.requestId,
    invoiceId: invoice.id,
    paymentIntentId: payment.paymentIntentId,
    amount,
    refundId: refund.id,
    creditNoteId: note.id,
    createdBy: actor,
  });
}
