// The merchant's dashboards (customer, disabled customer, waitlist): one indexed SQL query per
// figure group, always within the caller's organisation. EXPLAIN figures: docs/benchmarks.md.
import type { OrganisationStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import {
  type CountAndMoney,
  foldMoney,
  lastDays,
  type Money,
  type MoneyRow,
  mergeMoney,
  platformTimeZone,
  sinceFirstOf,
  todayInPlatformZone,
} from "../figures";

export const DASHBOARD_DAYS = 30;

export type OrdersPerDay = {
  days: Array<{ day: string; byStatus: Record<string, number> }>;
  /** The fulfilment statuses that occur in the range, most frequent first (the chart's categories). */
  statuses: string[];
  orders: number;
  /** Order totals of the range, cancelled orders left out, per currency. */
  revenue: Money[];
  from: string;
  to: string;
};

/** Orders per calendar day and fulfilment status over the last 30 days (index-only scan). */
export async function ordersPerDay(manager: EntityManager, organisationId: string, now = new Date()) {
  const days = lastDays(DASHBOARD_DAYS, now);
  const rows = await query<{ day: string; status: string; currency: string; count: number; amount: string }>(
    manager,
    sql`SELECT to_char(e.created_at AT TIME ZONE ${platformTimeZone()}, 'YYYY-MM-DD') AS day,
              coalesce(e.fulfillment_status, 'not_fulfilled') AS status, e.currency_code AS currency,
              count(*)::int AS count, sum(e.total)::bigint AS amount
         FROM order_extension e
        WHERE e.organisation_id = ${organisationId} AND e.created_at >= ${sinceFirstOf(days)}
        GROUP BY 1, 2, 3`,
  );
  const byDay = new Map(days.map((day) => [day, {} as Record<string, number>]));
  const perStatus = new Map<string, number>();
  const revenue = new Map<string, number>();
  let orders = 0;
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (!counts) continue;
    counts[row.status] = (counts[row.status] ?? 0) + row.count;
    perStatus.set(row.status, (perStatus.get(row.status) ?? 0) + row.count);
    orders += row.count;
    if (row.status !== "canceled") revenue.set(row.currency, (revenue.get(row.currency) ?? 0) + Number(row.amount));
  }
  return {
    days: days.map((day) => ({ day, byStatus: byDay.get(day) ?? {} })),
    statuses: [...perStatus.entries()].sort((a, b) => b[1] - a[1]).map(([status]) => status),
    orders,
    revenue: [...revenue.entries()].map(([currency, amount]) => ({ currency, amount })),
    from: days[0] as string,
    to: days[days.length - 1] as string,
  } satisfies OrdersPerDay;
}

export type OrderAttention = { needsLinking: number; withoutLocation: number; openClaims: number };

/** Orders that need the merchant: unlinked items, no location, an undecided claim (partial indexes). */
export async function orderAttention(manager: EntityManager, organisationId: string): Promise<OrderAttention> {
  const row = (await queryOne<{ needs_linking: number; without_location: number; open_claims: number }>(
    manager,
    sql`SELECT (SELECT count(*) FROM order_extension WHERE organisation_id = ${organisationId} AND needs_linking)::int AS needs_linking,
            (SELECT count(*) FROM order_extension WHERE organisation_id = ${organisationId} AND location_id IS NULL)::int AS without_location,
            (SELECT count(DISTINCT order_id) FROM claim WHERE organisation_id = ${organisationId} AND status = 'pending')::int AS open_claims`,
  )) as { needs_linking: number; without_location: number; open_claims: number };
  return { needsLinking: row.needs_linking, withoutLocation: row.without_location, openClaims: row.open_claims };
}

export type InvoiceFigures = { unpaid: CountAndMoney; overdue: CountAndMoney; paid: CountAndMoney };

/**
 * The organisation's invoices: unpaid (something left to pay — the amount is what is left),
 * overdue (unpaid and past the due day) and paid. Credit notes are not paid by the customer; those
 * correcting an invoice are taken off its amount (the one amount-due rule, docs/payments.md).
 */
export async function invoiceFigures(manager: EntityManager, organisationId: string): Promise<InvoiceFigures> {
  const rows = await query<MoneyRow>(
    manager,
    sql`SELECT CASE WHEN status = 'paid' THEN 'paid' WHEN due_on < ${todayInPlatformZone()}::date THEN 'overdue' ELSE 'due' END AS grp,
            currency_code AS currency, count(*)::int AS count,
            sum(CASE WHEN status = 'paid' THEN total - credited ELSE GREATEST(total - credited - amount_paid, 0) END)::bigint AS amount
       FROM (SELECT i.*, (SELECT COALESCE(SUM(cn.total), 0) FROM invoice cn
                           WHERE cn.corrects_invoice_id = i.id AND cn.type = 'credit' AND cn.status <> 'cancelled') AS credited
               FROM invoice i) invoice
      WHERE organisation_id = ${organisationId} AND type = 'invoice'
        AND status IN ('open', 'customer_proved', 'partially_paid', 'paid')
      GROUP BY 1, 2`,
  );
  const folded = foldMoney(["due", "overdue", "paid"] as const, rows);
  return { unpaid: mergeMoney(folded.due, folded.overdue), overdue: folded.overdue, paid: folded.paid };
}

type StandingRow = {
  status: OrganisationStatus;
  created_at: Date;
  position: number;
  waiting: number;
  shops: number;
  orders: number;
};

export type WaitlistStanding = {
  status: OrganisationStatus;
  appliedAt: Date;
  /** Place in the queue (applications waiting that came in no later than this one) and its length. */
  position: number;
  waiting: number;
  shops: number;
  orders: number;
};

/** Where the application stands: status, place in the queue, and what the merchant has done meanwhile. */
export async function waitlistStanding(manager: EntityManager, organisationId: string): Promise<WaitlistStanding> {
  const row = (await queryOne<StandingRow>(
    manager,
    sql`SELECT o.status, o.created_at,
            (SELECT count(*) FROM organisation w
              WHERE w.type = 'merchant' AND w.status = 'waitlist' AND w.created_at <= o.created_at)::int AS position,
            (SELECT count(*) FROM organisation w WHERE w.type = 'merchant' AND w.status = 'waitlist')::int AS waiting,
            (SELECT count(*) FROM shop s WHERE s.organisation_id = o.id AND s.status = 'active')::int AS shops,
            (SELECT count(*) FROM order_extension e WHERE e.organisation_id = o.id)::int AS orders
       FROM organisation o WHERE o.id = ${organisationId}`,
  )) as StandingRow;
  return {
    status: row.status,
    appliedAt: row.created_at,
    position: row.status === "waitlist" ? row.position : 0,
    waiting: row.waiting,
    shops: row.shops,
    orders: row.orders,
  };
}
