import { amountDue, INVOICE_MESSAGES, mayPayByCard } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { config } from "../../lib/config";
import { DomainError } from "../../lib/domain-error";
import { stripe, stripeConfig } from "../../lib/stripe";
import { cardInvoice, checkoutsOfInvoice, insertCheckout, overpaymentOf } from "./data-access/card-checkouts";
import { creditedOf, paymentBooked } from "./data-access/invoices";
import { expireCheckouts } from "./expire-checkouts";
import { idOf, orNull } from "./match-card-payment";
import type { CardCheckoutStart } from "./types";

/** The organisation's own open (or partially paid) invoice, or NOT_FOUND / notPayable. */
async function payableInvoice(manager: EntityManager, organisationId: string, invoiceId: string) {
  const invoice = await cardInvoice(manager, organisationId, invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  // The one rule: total − the credit notes correcting it − paid net of refunds.
  const open = amountDue(Number(invoice.total), await creditedOf(manager, invoice.id), Number(invoice.amountPaid));
  if (!mayPayByCard(invoice.status) || open <= 0) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
  return { id: invoice.id, number: invoice.number, open, currencyCode: String(invoice.currencyCode).toLowerCase() };
}

/**
 * A Checkout Session for the invoice's open amount (an open one of ours for the same amount is
 * reused), stored as ours; the browser goes to its `url`. Every other session of ours that may
 * still be open is expired at Stripe first, so only one is payable. The idempotency key names
 * invoice, amount, currency and attempt, so a retried create makes no second session.
 */
export async function payByCard(
  manager: EntityManager,
  caller: { organisationId: string; customerId: string },
  invoiceId: string,
): Promise<CardCheckoutStart> {
  const { organisationId, customerId } = caller;
  if (!stripeConfig.isConfigured()) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.cardUnavailable);
  const invoice = await payableInvoice(manager, organisationId, invoiceId);
  const previous = await checkoutsOfInvoice(manager, invoice.id);
  for (const row of previous.filter((candidate) => candidate.live)) {
    const session = await orNull(stripe().checkout.sessions.retrieve(row.id));
    const intentId = idOf(session?.payment_intent);
    // Paid at Stripe, its webhook not yet here: a second session would take the money twice.
    if (
      session?.status === "complete" &&
      intentId &&
      !(await paymentBooked(manager, intentId)) &&
      !(await overpaymentOf(manager, intentId))
    ) {
      throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.cardProcessing);
    }
    const sameAmount = Number(row.amount) === invoice.open && row.currencyCode === invoice.currencyCode;
    if (session?.status === "open" && session.url && sameAmount) {
      await expireCheckouts(manager, invoice.id, row.id);
      return { url: session.url, amount: invoice.open, currencyCode: invoice.currencyCode };
    }
  }
  await expireCheckouts(manager, invoice.id);
  const back = `${config.publicUrl().replace(/\/$/, "")}/a/invoices/${encodeURIComponent(invoice.id)}`;
  const metadata = { invoice_id: invoice.id, invoice_number: invoice.number, organisation_id: organisationId };
  const session = await stripe().checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: invoice.currencyCode,
            unit_amount: invoice.open,
            product_data: { name: `Invoice ${invoice.number}` },
          },
        },
      ],
      success_url: `${back}?card=processing`,
      cancel_url: `${back}?card=cancelled`,
      client_reference_id: invoice.id,
      metadata,
      payment_intent_data: { description: `Invoice ${invoice.number}`, metadata },
    },
    { idempotencyKey: `checkout-${invoice.id}-${invoice.open}-${invoice.currencyCode}-${previous.length}` },
  );
  if (!session.url) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.cardUnavailable);
  await insertCheckout(manager, {
    id: session.id,
    invoiceId: invoice.id,
    organisationId,
    amount: invoice.open,
    currencyCode: invoice.currencyCode,
    paymentIntentId: null,
    createdBy: customerId,
  });
  return { url: session.url, amount: invoice.open, currencyCode: invoice.currencyCode };
}
