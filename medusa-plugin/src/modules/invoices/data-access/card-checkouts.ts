import type { CardEventReason, InvoiceStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import {
  type CardCheckoutRow,
  type CardDisputeRow,
  type CardOverpaymentRow,
  type CardRefundRow,
  cardCheckoutTable,
  cardDisputeTable,
  cardOverpaymentTable,
  cardRefundTable,
  type StripeEventRow,
  stripeEventTable,
} from "./tables";

// card_checkout (the Checkout Sessions we created), stripe_event (every Stripe event handled,
// once by its id), card_overpayment, card_dispute and card_refund (refunds made from the platform).

/** An organisation's own invoice (not a credit note), with what card payment needs of it. */
export async function cardInvoice(
  manager: EntityManager,
  organisationId: string,
  invoiceId: string,
): Promise<
  | { id: string; number: string; status: InvoiceStatus; total: number; amountPaid: number; currencyCode: string }
  | undefined
> {
  return await queryOne(
    manager,
    sql`SELECT id, number, status, total, amount_paid AS "amountPaid", currency_code AS "currencyCode" FROM invoice
         WHERE id = ${invoiceId} AND organisation_id = ${organisationId} AND type = 'invoice'`,
  );
}

export type CheckoutOfInvoice = {
  id: string;
  amount: number;
  currencyCode: string;
  paymentIntentId: string | null;
  /** May still be open at Stripe (younger than its 24 h and not expired by us). */
  live: boolean;
};

/** The sessions created for an invoice, newest first. */
export async function checkoutsOfInvoice(manager: EntityManager, invoiceId: string): Promise<CheckoutOfInvoice[]> {
  return await query(
    manager,
    sql`SELECT id, amount, currency_code AS "currencyCode", payment_intent_id AS "paymentIntentId",
               (closed_at IS NULL AND created_at > now() - interval '25 hours') AS live
          FROM card_checkout WHERE invoice_id = ${invoiceId}
         ORDER BY created_at DESC`,
  );
}

/** A session we expired at Stripe (or found no longer open): never offered again. */
export async function closeCheckout(manager: EntityManager, sessionId: string): Promise<void> {
  await query(manager, sql`UPDATE card_checkout SET closed_at = now() WHERE id = ${sessionId} AND closed_at IS NULL`);
}

/** Keeps card money beyond the amount due once per payment intent; false when already kept. */
export async function insertOverpayment(manager: EntityManager, row: CardOverpaymentRow): Promise<boolean> {
  const rows = await query(
    manager,
    sql`${cardOverpaymentTable.insert([row])} ON CONFLICT (payment_intent_id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function overpaymentOf(
  manager: EntityManager,
  paymentIntentId: string,
): Promise<CardOverpaymentRow | undefined> {
  return await queryOne<CardOverpaymentRow>(
    manager,
    sql`SELECT ${cardOverpaymentTable.select("o")} FROM card_overpayment o WHERE o.payment_intent_id = ${paymentIntentId}`,
  );
}

/** Overpayments whose refund has not been made at Stripe yet (one invoice's, or all). */
export async function pendingOverpayments(manager: EntityManager, invoiceId?: string): Promise<CardOverpaymentRow[]> {
  return await query<CardOverpaymentRow>(
    manager,
    sql`SELECT ${cardOverpaymentTable.select("o")} FROM card_overpayment o
         WHERE o.status = 'refund_pending' ${invoiceId ? sql`AND o.invoice_id = ${invoiceId}` : sql``}
         ORDER BY o.created_at LIMIT 100`,
  );
}

export async function markOverpaymentRefunded(manager: EntityManager, id: string, refundId: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE card_overpayment SET status = 'refunded', refund_id = ${refundId}, refunded_at = now()
         WHERE id = ${id} AND status = 'refund_pending'`,
  );
}

export async function overpaymentsOfInvoice(
  manager: EntityManager,
  invoiceId: string,
): Promise<Array<{ amount: number; status: "refund_pending" | "refunded"; createdAt: Date }>> {
  return await query(
    manager,
    sql`SELECT amount, status, created_at AS "createdAt" FROM card_overpayment
         WHERE invoice_id = ${invoiceId} ORDER BY created_at, id`,
  );
}

export async function insertCheckout(manager: EntityManager, checkout: CardCheckoutRow): Promise<void> {
  await query(manager, sql`${cardCheckoutTable.insert([checkout])} ON CONFLICT (id) DO NOTHING`);
}

/** Our record of a session, only while its invoice is still the organisation's. */
export async function checkoutRecord(manager: EntityManager, sessionId: string): Promise<CardCheckoutRow | undefined> {
  return await queryOne<CardCheckoutRow>(
    manager,
    sql`SELECT ${cardCheckoutTable.select("c")}
          FROM card_checkout c JOIN invoice i ON i.id = c.invoice_id AND i.organisation_id = c.organisation_id
         WHERE c.id = ${sessionId}`,
  );
}

export async function checkoutOfIntent(manager: EntityManager, paymentIntentId: string): Promise<string | undefined> {
  return (
    await queryOne<{ id: string }>(
      manager,
      sql`SELECT id FROM card_checkout WHERE payment_intent_id = ${paymentIntentId}`,
    )
  )?.id;
}

export async function setCheckoutIntent(manager: EntityManager, sessionId: string, paymentIntentId: string) {
  await query(
    manager,
    sql`UPDATE card_checkout SET payment_intent_id = ${paymentIntentId} WHERE id = ${sessionId} AND payment_intent_id IS NULL`,
  );
}

export async function invoiceOfStripeEvent(manager: EntityManager, eventId: string): Promise<string | null> {
  const row = await queryOne<{ invoiceId: string | null }>(
    manager,
    sql`SELECT invoice_id AS "invoiceId" FROM stripe_event WHERE id = ${eventId}`,
  );
  return row?.invoiceId ?? null;
}

export async function stripeEventSeen(manager: EntityManager, eventId: string): Promise<boolean> {
  return Boolean(await queryOne(manager, sql`SELECT 1 FROM stripe_event WHERE id = ${eventId}`));
}

/** Keeps the event once; false when another delivery of it was kept first. */
export async function recordStripeEvent(manager: EntityManager, event: StripeEventRow): Promise<boolean> {
  const rows = await query(manager, sql`${stripeEventTable.insert([event])} ON CONFLICT (id) DO NOTHING RETURNING id`);
  return rows.length > 0;
}

export async function failStripeEvent(manager: EntityManager, eventId: string, reason: CardEventReason) {
  await query(manager, sql`UPDATE stripe_event SET status = 'failed', reason = ${reason} WHERE id = ${eventId}`);
}

export type FailedStripeEventRow = {
  id: string;
  type: string;
  objectId: string | null;
  invoiceId: string | null;
  number: string | null;
  organisationName: string | null;
  reason: CardEventReason;
  receivedAt: Date;
};

export async function failedStripeEvents(manager: EntityManager, limit: number): Promise<FailedStripeEventRow[]> {
  return await query<FailedStripeEventRow>(
    manager,
    sql`SELECT e.id, e.type, e.object_id AS "objectId", e.invoice_id AS "invoiceId", i.number,
               o.name AS "organisationName", e.reason, e.received_at AS "receivedAt"
          FROM stripe_event e
          LEFT JOIN invoice i ON i.id = e.invoice_id
          LEFT JOIN organisation o ON o.id = i.organisation_id
         WHERE e.status = 'failed'
         ORDER BY e.received_at DESC LIMIT ${limit}`,
  );
}

/** Stripe's latest word on a dispute, kept (inserted or updated) under the invoice's lock. */
/** Keeps Stripe's dispute as it is now; true when it is new to us. */
export async function saveDispute(manager: EntityManager, dispute: CardDisputeRow): Promise<boolean> {
  const rows = await query<{ inserted: boolean }>(
    manager,
    sql`${cardDisputeTable.insert([dispute])}
        ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, amount = EXCLUDED.amount, reason = EXCLUDED.reason,
           evidence_due_by = EXCLUDED.evidence_due_by, updated_at = now()
        RETURNING (xmax = 0) AS inserted`,
  );
  return rows[0]?.inserted === true;
}

/** Support's organisations (type platform): who is told of a dispute. */
export async function platformOrganisations(manager: EntityManager): Promise<string[]> {
  const rows = await query<{ id: string }>(manager, sql`SELECT id FROM organisation WHERE type = 'platform'`);
  return rows.map((row) => row.id);
}

/** What support's notification of a dispute names: the invoice and whose it is. */
export async function invoiceForNotice(
  manager: EntityManager,
  invoiceId: string,
): Promise<{ number: string; organisationName: string } | undefined> {
  return await queryOne(
    manager,
    sql`SELECT i.number, o.name AS "organisationName" FROM invoice i JOIN organisation o ON o.id = i.organisation_id
         WHERE i.id = ${invoiceId}`,
  );
}

/** Marks a lost dispute's amount as taken off the invoice; false when it already was. */
export async function markDisputeLostBooked(manager: EntityManager, disputeId: string): Promise<boolean> {
  const rows = await query(
    manager,
    sql`UPDATE card_dispute SET lost_booked_at = now() WHERE id = ${disputeId} AND lost_booked_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

export type DisputeView = {
  id: string;
  invoiceId: string;
  number: string;
  organisationName: string;
  amount: number;
  currencyCode: string;
  reason: string;
  status: string;
  evidenceDueBy: Date | null;
  updatedAt: Date;
};

const DISPUTE_SELECT = sql`SELECT d.id, d.invoice_id AS "invoiceId", i.number, o.name AS "organisationName", d.amount,
           d.currency_code AS "currencyCode", d.reason, d.status, d.evidence_due_by AS "evidenceDueBy",
           d.updated_at AS "updatedAt"
      FROM card_dispute d JOIN invoice i ON i.id = d.invoice_id JOIN organisation o ON o.id = i.organisation_id`;

export async function disputesOfInvoice(manager: EntityManager, invoiceId: string): Promise<DisputeView[]> {
  return await query<DisputeView>(
    manager,
    sql`${DISPUTE_SELECT} WHERE d.invoice_id = ${invoiceId} ORDER BY d.created_at`,
  );
}

/** Support: open disputes first, then the latest closed ones. */
export async function latestDisputes(manager: EntityManager, limit: number): Promise<DisputeView[]> {
  return await query<DisputeView>(
    manager,
    sql`${DISPUTE_SELECT} ORDER BY (d.status IN ('won', 'lost')), d.updated_at DESC LIMIT ${limit}`,
  );
}

export async function cardRefundOfRequest(
  manager: EntityManager,
  requestId: string,
): Promise<CardRefundRow | undefined> {
  return await queryOne<CardRefundRow>(
    manager,
    sql`SELECT ${cardRefundTable.select("r")} FROM card_refund r WHERE r.request_id = ${requestId}`,
  );
}

export async function insertCardRefund(manager: EntityManager, row: CardRefundRow): Promise<void> {
  await query(manager, cardRefundTable.insert([row]));
}

/**
 * The card payments booked on an invoice, each with what is still refundable of it (booked
 * payment less its booked refunds), newest first.
 */
export async function refundableCardPayments(
  manager: EntityManager,
  invoiceId: string,
): Promise<Array<{ paymentIntentId: string; refundable: number }>> {
  const rows = await query<{ paymentIntentId: string; refundable: number }>(
    manager,
    sql`SELECT p.external_id AS "paymentIntentId",
               p.amount + COALESCE((SELECT SUM(r.amount) FROM invoice_payment r
                                     WHERE r.invoice_id = p.invoice_id AND r.external_id LIKE p.external_id || ':refunded:%'), 0)
               - COALESCE((SELECT SUM(d.amount) FROM card_dispute d WHERE d.payment_intent_id = p.external_id
                                     AND d.lost_booked_at IS NOT NULL), 0) AS refundable
          FROM invoice_payment p
         WHERE p.invoice_id = ${invoiceId} AND p.method = 'card' AND p.amount > 0 AND p.external_id LIKE 'pi%' AND p.external_id NOT LIKE '%:%'
         ORDER BY p.created_at DESC`,
  );
  return rows.map((row) => ({ paymentIntentId: row.paymentIntentId, refundable: Number(row.refundable) }));
}
