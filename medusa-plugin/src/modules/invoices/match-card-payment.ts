import type { CardEventReason } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { Stripe, stripe } from "../../lib/stripe";
import { checkoutOfIntent, checkoutRecord } from "./data-access/card-checkouts";
import type { CardCheckoutRow } from "./data-access/tables";

/** Why an event may not pay anything (kept as a failed event for support). */
export class Refused extends Error {
  constructor(
    readonly reason: CardEventReason,
    readonly invoiceId?: string,
  ) {
    super(reason);
  }
}

/** Stripe's 404 (no such object) as null; anything else (network, 5xx) goes up: Stripe delivers again. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : value?.id;

/**
 * The session we created behind `sessionId`, checked against what Stripe says of it now: same
 * invoice, organisation (also the invoice's own), currency and amount, paid, and its payment
 * intent succeeded for that amount and currency. Null while a delayed payment is on its way;
 * throws Refused with the reason otherwise.
 */
export async function matchCardPayment(
  manager: EntityManager,
  sessionId: string,
): Promise<{ record: CardCheckoutRow; paymentIntentId: string } | null> {
  const record = await checkoutRecord(manager, sessionId);
  const session = await orNull(stripe().checkout.sessions.retrieve(sessionId));
  if (!session) throw new Refused("unknown_object");
  if (!record) throw new Refused("unknown_session", session.metadata?.invoice_id);
  const invoiceId = record.invoiceId;
  if (session.client_reference_id !== invoiceId || session.metadata?.invoice_id !== invoiceId) {
    throw new Refused("invoice_mismatch", invoiceId);
  }
  if (session.metadata?.organisation_id !== record.organisationId)
    throw new Refused("organisation_mismatch", invoiceId);
  if (session.currency !== record.currencyCode) throw new Refused("currency_mismatch", invoiceId);
  if (session.mode !== "payment" || session.amount_total !== Number(record.amount)) {
    throw new Refused("amount_mismatch", invoiceId);
  }
  // Completed, but a delayed method (SEPA Direct Debit) is still on its way: async_payment_succeeded books it.
  if (session.payment_status !== "paid") return null;
  const intentId = idOf(session.payment_intent);
  const intent = intentId ? await orNull(stripe().paymentIntents.retrieve(intentId)) : null;
  if (intent?.status !== "succeeded") throw new Refused("not_paid", invoiceId);
  if (intent.currency !== record.currencyCode) throw new Refused("currency_mismatch", invoiceId);
  if (intent.amount_received !== Number(record.amount)) throw new Refused("amount_mismatch", invoiceId);
  if (intent.metadata?.invoice_id !== invoiceId || intent.metadata?.organisation_id !== record.organisationId) {
    throw new Refused("organisation_mismatch", invoiceId);
  }
  return { record, paymentIntentId: intent.id };
}

/** The Checkout Session a payment intent belongs to (ours, or Stripe's list by payment_intent). */
export async function sessionOfIntent(manager: EntityManager, intentId: string): Promise<string> {
  const known = await checkoutOfIntent(manager, intentId);
  if (known) return known;
  const list = await stripe().checkout.sessions.list({ payment_intent: intentId, limit: 1 });
  const session = list.data[0];
  if (!session) throw new Refused("unknown_session");
  return session.id;
}
