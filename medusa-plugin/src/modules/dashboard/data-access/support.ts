// Support's dashboard: what waits for the platform team, over every organisation (support's
// scope is the platform). One indexed SQL query per figure group; EXPLAIN figures in the docs.
import type { ChatSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, raw, sql } from "../../../lib/sql";
import { WAITING_FOR_ANSWER } from "../../chats";
import { MAX_ATTEMPTS } from "../../shops";
import { lastDays, platformTimeZone, sinceFirstOf, todayInPlatformZone } from "../figures";
import { withinSupplierHours } from "./supplier-hours";

export const INTAKE_DAYS = 14;

export type SupportQueue = { waitlist: number; claimsPending: number; overdueInvoices: number };

/** Applications to decide, claims to decide, invoices past their due day with something left to pay. */
export async function supportQueue(manager: EntityManager): Promise<SupportQueue> {
  const row = (await queryOne<{ waitlist: number; claims_pending: number; overdue_invoices: number }>(
    manager,
    sql`SELECT (SELECT count(*) FROM organisation WHERE type = 'merchant' AND status = 'waitlist')::int AS waitlist,
            (SELECT count(*) FROM claim WHERE status = 'pending')::int AS claims_pending,
            (SELECT count(*) FROM invoice WHERE type = 'invoice'
                AND status IN ('open', 'customer_proved', 'partially_paid') AND due_on < ${todayInPlatformZone()}::date)::int AS overdue_invoices`,
  )) as { waitlist: number; claims_pending: number; overdue_invoices: number };
  return { waitlist: row.waitlist, claimsPending: row.claims_pending, overdueInvoices: row.overdue_invoices };
}

export type WaitingChats = {
  total: number;
  /** Of those, addressed to a supplier whose merchant wrote outside the supplier hours (spec §9). */
  outsideSupplierHours: number;
  bySubject: Array<{ subjectType: ChatSubjectType; waiting: number }>;
};

/** Open chats whose last message came from the merchant, per chat kind (the chats screen's tabs). */
export async function waitingChats(manager: EntityManager): Promise<WaitingChats> {
  const rows = await query<{ subject_type: ChatSubjectType; waiting: number; outside: number }>(
    manager,
    sql`SELECT c.subject_type, count(*)::int AS waiting,
            count(*) FILTER (WHERE rec.type = 'supplier' AND NOT ${withinSupplierHours("c.last_message_at", platformTimeZone())})::int AS outside
       FROM chat c JOIN organisation rec ON rec.id = c.receiver_organisation_id
      WHERE ${raw(WAITING_FOR_ANSWER)}
      GROUP BY c.subject_type ORDER BY waiting DESC`,
  );
  return {
    total: rows.reduce((sum, row) => sum + row.waiting, 0),
    outsideSupplierHours: rows.reduce((sum, row) => sum + row.outside, 0),
    bySubject: rows.map((row) => ({ subjectType: row.subject_type, waiting: row.waiting })),
  };
}

export const INTAKE_OUTCOMES = ["delivered", "retried", "failed"] as const;
export type IntakeOutcome = (typeof INTAKE_OUTCOMES)[number];

export type IntakeHealth = {
  days: Array<{ day: string } & Record<IntakeOutcome, number>>;
  /** Deliveries that failed for good (never retried again) and those still being retried, in the range. */
  failed: number;
  retried: number;
  total: number;
};

/**
 * Shopify deliveries per day over the last 14 days: processed at the first attempt, retried
 * (processed after a failure, or failed and still to be retried) and failed for good.
 */
export async function intakeHealth(manager: EntityManager, now = new Date()): Promise<IntakeHealth> {
  const days = lastDays(INTAKE_DAYS, now);
  const rows = await query<{ day: string; outcome: IntakeOutcome; count: number }>(
    manager,
    sql`SELECT to_char(received_at AT TIME ZONE ${platformTimeZone()}, 'YYYY-MM-DD') AS day,
            CASE WHEN status = 'failed' AND attempts >= ${MAX_ATTEMPTS} THEN 'failed'
                 WHEN status = 'failed' OR attempts > 1 THEN 'retried'
                 ELSE 'delivered' END AS outcome,
            count(*)::int AS count
       FROM shopify_webhook WHERE received_at >= ${sinceFirstOf(days)}
      GROUP BY 1, 2`,
  );
  const byDay = new Map(days.map((day) => [day, { day, delivered: 0, retried: 0, failed: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.outcome] += row.count;
  }
  const list = [...byDay.values()];
  const sum = (outcome: IntakeOutcome) => list.reduce((total, day) => total + day[outcome], 0);
  return {
    days: list,
    failed: sum("failed"),
    retried: sum("retried"),
    total: sum("delivered") + sum("retried") + sum("failed"),
  };
}
