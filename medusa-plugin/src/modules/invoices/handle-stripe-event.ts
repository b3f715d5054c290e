import type { CardEventReason } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { type Stripe, stripe } from "../../lib/stripe";
import type { applyPayment } from "./apply-payment";
import type { applyRefund } from "./apply-refund";
import { failStripeEvent, recordStripeEvent, setCheckoutIntent, stripeEventSeen } from "./data-access/card-checkouts";
import { refundedOf } from "./data-access/invoices";
import type { CardCheckoutRow } from "./data-access/tables";
import { idOf, matchCardPayment, orNull, Refused, sessionOfIntent } from "./match-card-payment";

/** What an event comes to: book a payment, a refund, nothing (fine), or a failure kept for support. */
type Outcome =
  | { kind: "nothing"; invoiceId?: string; objectId: string }
  | { kind: "failed"; reason: CardEventReason; invoiceId?: string; objectId: string }
  | {
      kind: "pay";
      record: CardCheckoutRow;
      paymentIntentId: string;
      refund?: { chargeId: string; refunded: number };
      objectId: string;
    };

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
]);

/** What an event comes to, from the objects retrieved from Stripe (never the event's copy). */
async function decide(manager: EntityManager, event: Stripe.Event): Promise<Outcome> {
  const objectId = (event.data.object as { id?: unknown }).id;
  if (typeof objectId !== "string") return { kind: "failed", reason: "unknown_object", objectId: "" };
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const match = await matchCardPayment(manager, objectId);
        return match ? { kind: "pay", ...match, objectId } : { kind: "nothing", objectId };
      }
      case "checkout.session.async_payment_failed":
        // The delayed payment did not come: the invoice stays as it is.
        return { kind: "nothing", objectId };
      case "payment_intent.succeeded": {
        const intent = await orNull(stripe().paymentIntents.retrieve(objectId));
        if (!intent) throw new Refused("unknown_object");
        const match = await matchCardPayment(manager, await sessionOfIntent(manager, intent.id));
        return match ? { kind: "pay", ...match, objectId } : { kind: "nothing", objectId };
      }
      case "payment_intent.payment_failed":
        // A declined card or failed authentication: the hosted page said so; nothing changes.
        return { kind: "nothing", objectId };
      case "charge.refunded": {
        const charge = await orNull(stripe().charges.retrieve(objectId));
        const intentId = charge && idOf(charge.payment_intent);
        if (!charge || !intentId) throw new Refused("unknown_object");
        const match = await matchCardPayment(manager, await sessionOfIntent(manager, intentId));
        if (!match) throw new Refused("not_paid");
        if (charge.currency !== match.record.currencyCode)
          throw new Refused("currency_mismatch", match.record.invoiceId);
        return { kind: "pay", ...match, refund: { chargeId: charge.id, refunded: charge.amount_refunded }, objectId };
      }
      default:
        return { kind: "nothing", objectId };
    }
  } catch (error) {
    if (error instanceof Refused) return { kind: "failed", reason: error.reason, invoiceId: error.invoiceId, objectId };
    throw error;
  }
}

/** The invoice service's booking (it holds the sources whose `paid` runs when an invoice becomes paid). */
export type PaymentBooking = { applyPayment: typeof applyPayment; applyRefund: typeof applyRefund };

/**
 * A verified Stripe event, applied once by its id; `transaction` runs the booking in one
 * transaction, through `invoices`. Returns whether the invoice changed. A processing error (Stripe or the database
 * unreachable) throws, so the webhook answers 500 and Stripe delivers again; a refused event is
 * kept as failed and answered 200.
 */
export async function handleStripeEvent(
  manager: EntityManager,
  transaction: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>,
  invoices: PaymentBooking,
  event: Stripe.Event,
): Promise<{ applied: boolean }> {
  if (!HANDLED.has(event.type)) return { applied: false };
  if (await stripeEventSeen(manager, event.id)) return { applied: false };
  const outcome = await decide(manager, event);
  return await transaction(async (manager) => {
    const record = async (status: "processed" | "failed", reason: CardEventReason | null, invoiceId?: string) =>
      await recordStripeEvent(manager, {
        id: event.id,
        type: event.type,
        objectId: outcome.objectId,
        invoiceId: invoiceId ?? null,
        status,
        reason,
      });
    if (outcome.kind === "nothing") {
      await record("processed", null, outcome.invoiceId);
      return { applied: false };
    }
    if (outcome.kind === "failed") {
      if (await record("failed", outcome.reason, outcome.invoiceId)) {
        console.warn(`[stripe] event ${event.id} (${event.type}) not booked: ${outcome.reason}`);
      }
      return { applied: false };
    }
    const invoiceId = outcome.record.invoiceId;
    // Another delivery of this event got here first.
    if (!(await record("processed", null, invoiceId))) return { applied: false };
    await setCheckoutIntent(manager, outcome.record.id, outcome.paymentIntentId);
    let applied = false;
    try {
      // The payment first (a refund may arrive before the payment's own events), then the refund.
      const paid = await invoices.applyPayment(manager, {
        invoiceId,
        amount: Number(outcome.record.amount),
        method: "card",
        actor: null,
        externalId: outcome.paymentIntentId,
      });
      applied = paid.applied;
    } catch (error) {
      // Paid or cancelled meanwhile (e.g. paid by bank transfer too): nothing is booked; support refunds.
      if (!(error instanceof DomainError)) throw error;
      if (!outcome.refund) {
        await failStripeEvent(manager, event.id, "not_payable");
        console.warn(`[stripe] event ${event.id} for invoice ${invoiceId} not booked: ${error.i18nKey}`);
        return { applied: false };
      }
    }
    if (outcome.refund) {
      const delta = outcome.refund.refunded - (await refundedOf(manager, outcome.paymentIntentId));
      const result = await invoices.applyRefund(manager, {
        invoiceId,
        amount: delta,
        externalId: `${outcome.paymentIntentId}:refunded:${outcome.refund.refunded}`,
      });
      applied = applied || result.applied;
    }
    return { applied };
  });
}
