import type { CardEventReason, InvoiceStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import { type CardCheckoutRow, cardCheckoutTable, type StripeEventRow, stripeEventTable } from "./tables";

// card_checkout (the Checkout Sessions we created) and stripe_event (every Stripe event handled,
// once by its id).

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

/** The sessions created for an invoice, newest first; `recent` ones may still be open at Stripe. */
export async function checkoutsOfInvoice(
  manager: EntityManager,
  invoiceId: string,
  organisationId: string,
): Promise<Array<{ id: string; amount: number; currencyCode: string; recent: boolean }>> {
  return await query(
    manager,
    sql`SELECT id, amount, currency_code AS "currencyCode", created_at > now() - interval '23 hours' AS recent
          FROM card_checkout WHERE invoice_id = ${invoiceId} AND organisation_id = ${organisationId}
         ORDER BY created_at DESC`,
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
