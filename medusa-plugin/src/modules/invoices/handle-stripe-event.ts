import type { CardEventReason } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type Stripe, stripe } from "../../lib/stripe";
import { notifyMembers } from "../notifications";
import type { applyPayment } from "./apply-payment";
import type { applyRefund } from "./apply-refund";
import {
  insertOverpayment,
  invoiceForNotice,
  invoiceOfStripeEvent,
  markDisputeLostBooked,
  overpaymentOf,
  platformOrganisations,
  recordStripeEvent,
  saveDispute,
  setCheckoutIntent,
  stripeEventSeen,
} from "./data-access/card-checkouts";
import { lockInvoice, refundedOf } from "./data-access/invoices";
import { type CardCheckoutRow, newId } from "./data-access/tables";
import { expireCheckouts } from "./expire-checkouts";
import { idOf, matchCardPayment, orNull, Refused, sessionOfIntent } from "./match-card-payment";
import { refundOverpayments } from "./refund-overpayments";
import type { reverseRefund } from "./reverse-refund";

/** What an event comes to: book a payment, a refund, nothing (fine), or a failure kept for support. */
type Outcome =
  | { kind: "nothing"; invoiceId?: string; objectId: string }
  | { kind: "failed"; reason: CardEventReason; invoiceId?: string; objectId: string }
  | {
      kind: "pay";
      record: CardCheckoutRow;
      paymentIntentId: string;
      /** What Stripe shows refunded of the charge now (refunds made, less failed or canceled ones). */
      refund?: { chargeId: string; refunded: number };
      dispute?: Stripe.Dispute;
      objectId: string;
    };

const DISPUTE_EVENTS = new Set([
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
]);

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
  "charge.refund.updated",
  ...DISPUTE_EVENTS,
]);

/** Our payment behind a charge (its intent's session, matched as a payment is), and the charge now. */
async function paymentOfCharge(manager: EntityManager, chargeId: string | undefined, intentId?: string | null) {
  const charge = chargeId ? await orNull(stripe().charges.retrieve(chargeId)) : null;
  const intent = intentId ?? (charge && idOf(charge.payment_intent));
  if (!charge || !intent) throw new Refused("unknown_object");
  const match = await matchCardPayment(manager, await sessionOfIntent(manager, intent));
  if (!match) throw new Refused("not_paid");
  if (charge.currency !== match.record.currencyCode) throw new Refused("currency_mismatch", match.record.invoiceId);
  return { ...match, refund: { chargeId: charge.id, refunded: charge.amount_refunded } };
}

/**
 * Stripe's event shape as far as we read it (Stripe: "The Event object": `id`, `type`, and
 * `data.object` — the resource, with its `id`). A signed body without it is no event of Stripe's.
 */
function wellFormed(event: unknown): event is Stripe.Event {
  if (typeof event !== "object" || event === null) return false;
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: unknown };
  if (typeof id !== "string" || id.length === 0 || id.length > 255) return false;
  if (typeof type !== "string" || type.length === 0 || type.length > 255) return false;
  if (typeof data !== "object" || data === null) return false;
  const object = (data as { object?: unknown }).object;
  return typeof object === "object" && object !== null && typeof (object as { id?: unknown }).id === "string";
}

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
      case "charge.refunded":
        return { kind: "pay", ...(await paymentOfCharge(manager, objectId)), objectId };
      case "charge.refund.updated": {
        // A refund that failed or was canceled after it was made: the charge's refunded total
        // (retrieved) no longer counts it, so the refund booked on the invoice is reversed.
        const refund = await orNull(stripe().refunds.retrieve(objectId));
        if (!refund) throw new Refused("unknown_object");
        if (refund.status !== "failed" && refund.status !== "canceled") return { kind: "nothing", objectId };
        return {
          kind: "pay",
          ...(await paymentOfCharge(manager, idOf(refund.charge), idOf(refund.payment_intent))),
          objectId,
        };
      }
      case "charge.dispute.created":
      case "charge.dispute.updated":
      case "charge.dispute.closed":
      case "charge.dispute.funds_withdrawn":
      case "charge.dispute.funds_reinstated": {
        const dispute = await orNull(stripe().disputes.retrieve(objectId));
        if (!dispute) throw new Refused("unknown_object");
        const payment = await paymentOfCharge(manager, idOf(dispute.charge), idOf(dispute.payment_intent));
        if (dispute.currency !== payment.record.currencyCode)
          throw new Refused("currency_mismatch", payment.record.invoiceId);
        return { kind: "pay", ...payment, dispute, objectId };
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
export type PaymentBooking = {
  applyPayment: typeof applyPayment;
  applyRefund: typeof applyRefund;
  reverseRefund: typeof reverseRefund;
};

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
): Promise<{ applied: boolean; malformed?: true }> {
  if (!wellFormed(event)) {
    await keepMalformed(manager, event);
    return { applied: false, malformed: true };
  }
  if (!HANDLED.has(event.type)) return { applied: false };
  if (await stripeEventSeen(manager, event.id)) {
    // A redelivery: an overpayment refund that did not reach Stripe last time is tried again.
    const invoiceId = await invoiceOfStripeEvent(manager, event.id);
    if (invoiceId) await refundOverpayments(manager, invoiceId);
    return { applied: false };
  }
  const outcome = await decide(manager, event);
  const result = await transaction(async (manager) => {
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
    // The payment first (a refund may arrive before the payment's own events), then the refund.
    // Booked up to the amount due: money beyond it (a superseded session paid after the amount
    // due changed, or an invoice paid or cancelled meanwhile) is kept as an overpayment and
    // refunded to the card right after this transaction.
    const paid = await invoices.applyPayment(manager, {
      invoiceId,
      amount: Number(outcome.record.amount),
      method: "card",
      actor: null,
      externalId: outcome.paymentIntentId,
      upToDue: true,
    });
    let applied = paid.applied;
    if (paid.excess > 0 && !(await overpaymentOf(manager, outcome.paymentIntentId))) {
      await insertOverpayment(manager, {
        id: newId("cardover"),
        invoiceId,
        paymentIntentId: outcome.paymentIntentId,
        amount: paid.excess,
        currencyCode: outcome.record.currencyCode,
        status: "refund_pending",
        refundId: null,
      });
      console.warn(
        `[stripe] ${outcome.paymentIntentId}: ${paid.excess} beyond the amount due of ${invoiceId}, refunding`,
      );
      applied = true;
    }
    if (outcome.refund) {
      // Under the invoice's lock, so two refund events of one charge compare with the same booking.
      await lockInvoice(manager, invoiceId);
      // What Stripe refunded beyond our own overpayment refund is a refund of booked money.
      const overpaid = Number((await overpaymentOf(manager, outcome.paymentIntentId))?.amount ?? 0);
      const delta = outcome.refund.refunded - overpaid - (await refundedOf(manager, outcome.paymentIntentId));
      const externalId = `${outcome.paymentIntentId}:refunded:${outcome.refund.refunded}:${event.id}`;
      const result =
        delta >= 0
          ? await invoices.applyRefund(manager, { invoiceId, amount: delta, externalId })
          : await invoices.reverseRefund(manager, { invoiceId, amount: -delta, externalId });
      applied = applied || result.applied;
    }
    if (outcome.dispute) {
      const dispute = outcome.dispute;
      const isNew = await saveDispute(manager, {
        id: dispute.id,
        invoiceId,
        paymentIntentId: outcome.paymentIntentId,
        amount: dispute.amount,
        currencyCode: dispute.currency,
        reason: dispute.reason,
        status: dispute.status,
        evidenceDueBy: dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null,
      });
      if (isNew) await notifySupportOfDispute(manager, invoiceId, dispute);
      // Lost: the card network took the money back for good; the amount is due again.
      if (dispute.status === "lost" && (await markDisputeLostBooked(manager, dispute.id))) {
        await invoices.applyRefund(manager, {
          invoiceId,
          amount: dispute.amount,
          externalId: `${dispute.id}:lost`,
          action: "invoice.dispute_lost",
        });
        console.warn(`[stripe] dispute ${dispute.id} lost: invoice ${invoiceId} is due again`);
      }
      applied = true;
    }
    return { applied, invoiceId };
  });
  if ("invoiceId" in result && result.invoiceId) {
    await refundOverpayments(manager, result.invoiceId);
    // The amount due changed: no other session of this invoice stays payable.
    if (result.applied) await expireCheckouts(manager, result.invoiceId);
  }
  return { applied: result.applied };
}

/** A signed body that is not of Stripe's event shape, kept as failed for support (once by its id when it has one). */
async function keepMalformed(manager: EntityManager, event: unknown): Promise<void> {
  const { id, type } = (typeof event === "object" && event !== null ? event : {}) as { id?: unknown; type?: unknown };
  const eventId = typeof id === "string" && id.length > 0 && id.length <= 255 ? id : newId("evt_malformed");
  await recordStripeEvent(manager, {
    id: eventId,
    type: typeof type === "string" ? type.slice(0, 255) : "",
    objectId: null,
    invoiceId: null,
    status: "failed",
    reason: "malformed_event",
  });
  console.warn(`[stripe] signed event ${eventId.slice(0, 64)} has no Stripe event shape; answered 400`);
}

/** Support is told of a new dispute in the transaction that keeps it (its deadline is short). */
async function notifySupportOfDispute(manager: EntityManager, invoiceId: string, dispute: Stripe.Dispute) {
  const invoice = await invoiceForNotice(manager, invoiceId);
  const dueBy = dispute.evidence_details?.due_by;
  await notifyMembers(manager, {
    organisationIds: await platformOrganisations(manager),
    kind: "card_disputed",
    subjectType: "invoice",
    subjectId: invoiceId,
    params: {
      number: invoice?.number,
      organisationName: invoice?.organisationName,
      total: dispute.amount,
      currencyCode: dispute.currency,
      dueOn: dueBy ? new Date(dueBy * 1000).toISOString().slice(0, 10) : undefined,
    },
  });
}
