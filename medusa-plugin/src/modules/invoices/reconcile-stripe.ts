import type { EntityManager } from "typeorm";
import { type Stripe, stripe } from "../../lib/stripe";
import {
  bookedOfIntent,
  cardPaymentsBooked,
  checkoutsByIds,
  type Drift,
  disputeKnown,
  insertRun,
  invoiceOfIntent,
  lastRunUntil,
  saveDrift,
  settleDrifts,
} from "./data-access/reconciliation";
import { newId } from "./data-access/tables";
import { idOf, orNull } from "./match-card-payment";

/** A Checkout Session lives 24 h: a session created up to then before the window may be paid in it. */
const SESSION_LIFETIME_S = 25 * 3600;

/**
 * One reconciliation round (the periodic job and support's "Check now"): Stripe's records since
 * the last round — Checkout Sessions, payment intents, refunds, disputes, read through Stripe's
 * list endpoints with auto-pagination — compared with what the invoices booked, and the card
 * payments the invoices booked since then compared with Stripe's. Every difference is kept as a
 * drift for support (once per kind and object); an open drift found in order again is settled.
 * The first round has no last round: it compares everything Stripe lists, and the payments booked
 * from then on.
 */
export async function reconcileStripe(manager: EntityManager): Promise<{ drifts: Drift[] }> {
  const since = await lastRunUntil(manager);
  const until = new Date();
  const gte = since ? Math.floor(since.getTime() / 1000) - SESSION_LIFETIME_S : undefined;
  const created = gte === undefined ? {} : { created: { gte } };
  const api = stripe();
  const drifts: Drift[] = [];
  const checked: string[] = [];

  // Money at Stripe: completed, paid sessions of ours and what their payment intents received.
  const sessions = await api.checkout.sessions.list({ limit: 100, status: "complete", ...created }).autoPagingToArray({
    limit: 10_000,
  });
  const ours = new Map(
    (
      await checkoutsByIds(
        manager,
        sessions.map((session) => session.id),
      )
    ).map((row) => [row.id, row]),
  );
  const intentsOfOurs = new Map<string, string>();
  for (const session of sessions) {
    const record = ours.get(session.id);
    const intentId = idOf(session.payment_intent);
    if (!record || !intentId || session.payment_status !== "paid") continue;
    intentsOfOurs.set(intentId, record.invoiceId);
    checked.push(session.id, intentId);
    const intent = await orNull(api.paymentIntents.retrieve(intentId));
    const received = intent?.status === "succeeded" ? intent.amount_received : 0;
    const booked = await bookedOfIntent(manager, intentId);
    const base = { invoiceId: record.invoiceId, currencyCode: session.currency };
    if (booked.paid === 0 && booked.overpaid === 0) {
      drifts.push({ ...base, kind: "payment_missing", objectId: session.id, stripeAmount: received, bookedAmount: 0 });
      continue;
    }
    if (booked.currencyCode && session.currency && booked.currencyCode !== session.currency) {
      drifts.push({
        ...base,
        kind: "currency_differs",
        objectId: intentId,
        stripeAmount: received,
        bookedAmount: booked.paid,
      });
    } else if (booked.paid + booked.overpaid !== received) {
      drifts.push({
        ...base,
        kind: "amount_differs",
        objectId: intentId,
        stripeAmount: received,
        bookedAmount: booked.paid,
      });
    }
  }

  // Refunds at Stripe of our payments: the charge's refunded total against what was booked.
  const refunds = await api.refunds.list({ limit: 100, ...created }).autoPagingToArray({ limit: 10_000 });
  const charges = new Set(refunds.map((refund) => idOf(refund.charge)).filter((id): id is string => Boolean(id)));
  for (const chargeId of charges) {
    const charge = await orNull(api.charges.retrieve(chargeId));
    const intentId = charge && idOf(charge.payment_intent);
    if (!charge || !intentId) continue;
    const invoiceId = intentsOfOurs.get(intentId) ?? (await invoiceOfIntent(manager, intentId));
    if (!invoiceId) continue;
    checked.push(chargeId);
    const booked = await bookedOfIntent(manager, intentId);
    if (booked.paid === 0) continue; // the payment itself is the drift
    if (charge.amount_refunded !== booked.refunded + booked.overpaid) {
      drifts.push({
        kind: "refund_differs",
        objectId: chargeId,
        invoiceId,
        currencyCode: charge.currency,
        stripeAmount: charge.amount_refunded,
        bookedAmount: booked.refunded + booked.overpaid,
      });
    }
  }

  // Disputes of our payments Stripe has and the invoices do not (or in another state).
  const disputes = await api.disputes.list({ limit: 100, ...created }).autoPagingToArray({ limit: 10_000 });
  for (const dispute of disputes) {
    const intentId = idOf(dispute.payment_intent);
    const invoiceId = intentId ? (intentsOfOurs.get(intentId) ?? (await invoiceOfIntent(manager, intentId))) : null;
    if (!invoiceId) continue;
    checked.push(dispute.id);
    if ((await disputeKnown(manager, dispute.id)) !== dispute.status) {
      drifts.push(disputeDrift(dispute, invoiceId));
    }
  }

  // An invoice paid by card without money at Stripe: every card payment booked in the window.
  for (const payment of await cardPaymentsBooked(manager, since ?? until, until)) {
    if (intentsOfOurs.has(payment.externalId)) continue;
    checked.push(payment.externalId);
    const intent = await orNull(api.paymentIntents.retrieve(payment.externalId));
    if (intent?.status !== "succeeded") {
      drifts.push({
        kind: "payment_not_at_stripe",
        objectId: payment.externalId,
        invoiceId: payment.invoiceId,
        currencyCode: payment.currencyCode,
        stripeAmount: 0,
        bookedAmount: Number(payment.amount),
      });
    } else if (intent.currency !== payment.currencyCode) {
      drifts.push({
        kind: "currency_differs",
        objectId: intent.id,
        invoiceId: payment.invoiceId,
        currencyCode: intent.currency,
        stripeAmount: intent.amount_received,
        bookedAmount: Number(payment.amount),
      });
    }
  }

  for (const drift of drifts) await saveDrift(manager, newId("drift"), drift);
  await settleDrifts(
    manager,
    checked,
    drifts.map((drift) => drift.objectId),
  );
  await insertRun(manager, { id: newId("recon"), since, until, driftCount: drifts.length });
  return { drifts };
}

function disputeDrift(dispute: Stripe.Dispute, invoiceId: string): Drift {
  return {
    kind: "dispute_missing",
    objectId: dispute.id,
    invoiceId,
    currencyCode: dispute.currency,
    stripeAmount: dispute.amount,
    bookedAmount: null,
  };
}
