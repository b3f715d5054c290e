import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";

// stripe_reconciliation_run (each round's window) and stripe_drift (what a round found);
// reads card_checkout, invoice_payment, card_overpayment and card_dispute to compare.

export type DriftKind =
  | "payment_missing"
  | "payment_not_at_stripe"
  | "amount_differs"
  | "currency_differs"
  | "refund_differs"
  | "dispute_missing";

export type Drift = {
  kind: DriftKind;
  objectId: string;
  invoiceId: string | null;
  currencyCode: string | null;
  stripeAmount: number | null;
  bookedAmount: number | null;
};

export type DriftRow = Drift & {
  id: string;
  status: "open" | "applied" | "dismissed" | "settled";
  foundAt: Date;
  invoiceNumber: string | null;
  organisationName: string | null;
};

/** Where the last round ended (the next one starts there); none before the first. */
export async function lastRunUntil(manager: EntityManager): Promise<Date | null> {
  const row = await queryOne<{ until: Date }>(
    manager,
    sql`SELECT until FROM stripe_reconciliation_run ORDER BY until DESC LIMIT 1`,
  );
  return row ? new Date(row.until) : null;
}

export async function insertRun(
  manager: EntityManager,
  run: { id: string; since: Date | null; until: Date; driftCount: number },
): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO stripe_reconciliation_run (id, since, until, drift_count)
        VALUES (${run.id}, ${run.since}, ${run.until}, ${run.driftCount})`,
  );
}

/** Our session of this id: its invoice, amount and currency as we created it. */
export async function checkoutsByIds(
  manager: EntityManager,
  sessionIds: string[],
): Promise<Array<{ id: string; invoiceId: string; amount: number; currencyCode: string }>> {
  if (!sessionIds.length) return [];
  return await query(
    manager,
    sql`SELECT id, invoice_id AS "invoiceId", amount, currency_code AS "currencyCode"
          FROM card_checkout WHERE id = ANY(${sessionIds})`,
  );
}

/** What an invoice booked of a payment intent: the payment, refunds of it, the overpayment kept. */
export async function bookedOfIntent(
  manager: EntityManager,
  paymentIntentId: string,
): Promise<{ paid: number; refunded: number; overpaid: number; currencyCode: string | null }> {
  const row = await queryOne<{ paid: number; refunded: number; overpaid: number; currencyCode: string | null }>(
    manager,
    sql`SELECT
          COALESCE((SELECT SUM(amount) FROM invoice_payment WHERE external_id = ${paymentIntentId}), 0)::int AS paid,
          COALESCE((SELECT -SUM(amount) FROM invoice_payment
                     WHERE external_id LIKE ${`${paymentIntentId}:refunded:%`}), 0)::int AS refunded,
          COALESCE((SELECT amount FROM card_overpayment WHERE payment_intent_id = ${paymentIntentId}), 0)::int AS overpaid,
          (SELECT i.currency_code FROM invoice_payment p JOIN invoice i ON i.id = p.invoice_id
            WHERE p.external_id = ${paymentIntentId}) AS "currencyCode"`,
  );
  return {
    paid: Number(row?.paid ?? 0),
    refunded: Number(row?.refunded ?? 0),
    overpaid: Number(row?.overpaid ?? 0),
    currencyCode: row?.currencyCode ?? null,
  };
}

/** Card payments booked in the window (positive, with a payment intent's id). */
export async function cardPaymentsBooked(
  manager: EntityManager,
  since: Date | null,
  until: Date,
): Promise<Array<{ invoiceId: string; externalId: string; amount: number; currencyCode: string }>> {
  return await query(
    manager,
    sql`SELECT p.invoice_id AS "invoiceId", p.external_id AS "externalId", p.amount, i.currency_code AS "currencyCode"
          FROM invoice_payment p JOIN invoice i ON i.id = p.invoice_id
         WHERE p.method = 'card' AND p.amount > 0 AND p.external_id LIKE 'pi\\_%'
           AND p.external_id NOT LIKE '%:%'
           AND (${since}::timestamptz IS NULL OR p.created_at >= ${since}) AND p.created_at < ${until}`,
  );
}

/** The invoice a payment intent of one of our sessions pays. */
export async function invoiceOfIntent(manager: EntityManager, paymentIntentId: string): Promise<string | null> {
  const row = await queryOne<{ invoiceId: string }>(
    manager,
    sql`SELECT invoice_id AS "invoiceId" FROM card_checkout WHERE payment_intent_id = ${paymentIntentId} LIMIT 1`,
  );
  return row?.invoiceId ?? null;
}

export async function disputeKnown(manager: EntityManager, disputeId: string): Promise<string | null> {
  const row = await queryOne<{ status: string }>(manager, sql`SELECT status FROM card_dispute WHERE id = ${disputeId}`);
  return row?.status ?? null;
}

/** Keeps what a round found: new drifts open; one seen again stays as support left it. */
export async function saveDrift(manager: EntityManager, id: string, drift: Drift): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO stripe_drift (id, kind, object_id, invoice_id, currency_code, stripe_amount, booked_amount)
        VALUES (${id}, ${drift.kind}, ${drift.objectId}, ${drift.invoiceId}, ${drift.currencyCode},
                ${drift.stripeAmount}, ${drift.bookedAmount})
        ON CONFLICT (kind, object_id) DO UPDATE SET
          seen_at = now(), stripe_amount = EXCLUDED.stripe_amount, booked_amount = EXCLUDED.booked_amount,
          status = CASE WHEN stripe_drift.status IN ('applied', 'settled') THEN 'open' ELSE stripe_drift.status END,
          resolved_at = CASE WHEN stripe_drift.status IN ('applied', 'settled') THEN NULL ELSE stripe_drift.resolved_at END`,
  );
}

/** Open drifts about objects a round compared and found in order: settled. */
export async function settleDrifts(manager: EntityManager, checkedIds: string[], stillDrifting: string[]) {
  if (!checkedIds.length) return;
  await query(
    manager,
    sql`UPDATE stripe_drift SET status = 'settled', resolved_at = now()
         WHERE status = 'open' AND object_id = ANY(${checkedIds}) AND NOT (object_id = ANY(${stillDrifting}))`,
  );
}

export async function openDrifts(manager: EntityManager, limit: number): Promise<DriftRow[]> {
  return await query(
    manager,
    sql`SELECT d.id, d.kind, d.object_id AS "objectId", d.invoice_id AS "invoiceId", d.currency_code AS "currencyCode",
               d.stripe_amount AS "stripeAmount", d.booked_amount AS "bookedAmount", d.status, d.found_at AS "foundAt",
               i.number AS "invoiceNumber", o.name AS "organisationName"
          FROM stripe_drift d
          LEFT JOIN invoice i ON i.id = d.invoice_id
          LEFT JOIN organisation o ON o.id = i.organisation_id
         WHERE d.status = 'open'
         ORDER BY d.found_at DESC LIMIT ${limit}`,
  );
}

/** The drift, locked (a fix runs once however often it is clicked). */
export async function lockDrift(manager: EntityManager, id: string): Promise<(Drift & { status: string }) | undefined> {
  return await queryOne(
    manager,
    sql`SELECT kind, object_id AS "objectId", invoice_id AS "invoiceId", currency_code AS "currencyCode",
               stripe_amount AS "stripeAmount", booked_amount AS "bookedAmount", status
          FROM stripe_drift WHERE id = ${id} FOR UPDATE`,
  );
}

export async function resolveDrift(
  manager: EntityManager,
  id: string,
  status: "applied" | "dismissed",
  actor: string,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE stripe_drift SET status = ${status}, resolved_at = now(), resolved_by = ${actor} WHERE id = ${id}`,
  );
}

export async function invoiceLabel(
  manager: EntityManager,
  invoiceId: string,
): Promise<{ organisationId: string; number: string } | undefined> {
  return await queryOne(
    manager,
    sql`SELECT organisation_id AS "organisationId", number FROM invoice WHERE id = ${invoiceId}`,
  );
}
