// The user_notification table, the one place that reads or writes it, and what the overdue sweep
// reads of invoices (their status and due day; it changes nothing of them).
import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, raw, type Sql, sql } from "../../../lib/sql";

/** A row of `user_notification` as the code knows it. */
export type NotificationRecord = {
  id: string;
  createdAt: Date;
  recipientCustomerId: string;
  organisationId: string;
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  params: NotificationParams;
  readAt: Date | null;
};

export const userNotificationTable = defineTable<NotificationRecord>("user_notification", {
  id: "id",
  createdAt: "created_at",
  recipientCustomerId: "recipient_customer_id",
  organisationId: "organisation_id",
  kind: "kind",
  subjectType: "subject_type",
  subjectId: "subject_id",
  params: "params",
  readAt: "read_at",
});

const RETURNING = userNotificationTable.select("user_notification");

export type NewMemberNotification = {
  organisationIds: string[];
  /** Nobody is excluded when empty. */
  exceptCustomerId: string;
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  params: NotificationParams;
  /** A recipient's unread chat notification about the subject is brought up to date (with a count) instead. */
  coalesce: boolean;
};

/** One notification per member of the organisations (not deleted ones), but the one excepted. */
export async function insertMemberNotifications(
  manager: EntityManager,
  notification: NewMemberNotification,
): Promise<NotificationRecord[]> {
  const { organisationIds, exceptCustomerId, kind, subjectType, subjectId } = notification;
  const insert = sql`INSERT INTO user_notification (id, recipient_customer_id, organisation_id, kind, subject_type, subject_id, params)
    SELECT 'ntf_' || replace(gen_random_uuid()::text, '-', ''), m.customer_id, m.organisation_id, ${kind}, ${subjectType},
           ${subjectId}, ${JSON.stringify(notification.params)}::jsonb
      FROM member m JOIN organisation o ON o.id = m.organisation_id
     WHERE m.organisation_id = ANY(${organisationIds}) AND m.customer_id <> ${exceptCustomerId} AND o.deleted_at IS NULL`;
  const onConflict: Sql = notification.coalesce
    ? sql`ON CONFLICT (recipient_customer_id, kind, subject_type, subject_id) WHERE read_at IS NULL AND kind = 'chat_message'
          DO UPDATE SET created_at = now(),
            params = excluded.params || jsonb_build_object('count', coalesce((user_notification.params->>'count')::int, 1) + 1)`
    : raw("");
  return await query<NotificationRecord>(manager, sql`${insert} ${onConflict} RETURNING ${RETURNING}`);
}

/** Whose notifications: the recipient in one organisation, unread ones only when asked. */
export type NotificationOwner = { customerId: string; organisationId: string };

function owned(owner: NotificationOwner, unreadOnly: boolean): Sql {
  return sql`recipient_customer_id = ${owner.customerId} AND organisation_id = ${owner.organisationId}${raw(
    unreadOnly ? " AND read_at IS NULL" : "",
  )}`;
}

/** One page, newest first, and how many there are. */
export async function listNotifications(
  manager: EntityManager,
  owner: NotificationOwner,
  unreadOnly: boolean,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRecord[]; total: number }> {
  const rows = await query<NotificationRecord>(
    manager,
    sql`SELECT ${userNotificationTable.select("user_notification")} FROM user_notification
         WHERE ${owned(owner, unreadOnly)} ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: await countNotifications(manager, owner, unreadOnly) };
}

export async function countNotifications(
  manager: EntityManager,
  owner: NotificationOwner,
  unreadOnly: boolean,
): Promise<number> {
  const row = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM user_notification WHERE ${owned(owner, unreadOnly)}`,
  );
  return row?.total ?? 0;
}

/** Marks the owner's unread notifications read: those among `ids`, or all of them. Returns how many. */
export async function markNotificationsRead(
  manager: EntityManager,
  owner: NotificationOwner,
  ids: string[] | "all",
): Promise<number> {
  const among = ids === "all" ? raw("") : sql`id = ANY(${ids}) AND `;
  const rows = await query<{ id: string }>(
    manager,
    sql`UPDATE user_notification SET read_at = now() WHERE ${among}${owned(owner, true)} RETURNING id`,
  );
  return rows.length;
}

/**
 * Marks read the unread notifications of one kind about one subject: an organisation's (all its
 * members'), or one member's. Returns how many changed.
 */
export async function markSubjectNotificationsRead(
  manager: EntityManager,
  subject: { kind: string; subjectType: string; subjectId: string; organisationId: string; customerId?: string },
): Promise<number> {
  const member = subject.customerId ? sql` AND recipient_customer_id = ${subject.customerId}` : raw("");
  const rows = await query<{ id: string }>(
    manager,
    sql`UPDATE user_notification SET read_at = now()
         WHERE kind = ${subject.kind} AND subject_type = ${subject.subjectType} AND subject_id = ${subject.subjectId}
           AND organisation_id = ${subject.organisationId}${member} AND read_at IS NULL RETURNING id`,
  );
  return rows.length;
}

// ── Overdue invoices (the sweep) ─────────────────────────────────────────────

/** Invoices due before `today` with something still to pay whose overdue notice was not sent yet. */
export async function overdueInvoicesNotTold(
  manager: EntityManager,
  statuses: readonly string[],
  today: string,
): Promise<Array<{ id: string }>> {
  return await query<{ id: string }>(
    manager,
    sql`SELECT i.id FROM invoice i
         WHERE i.type = 'invoice' AND i.status = ANY(${statuses}) AND i.due_on < ${today}::date
           AND NOT EXISTS (SELECT 1 FROM user_notification n
                            WHERE n.subject_type = 'invoice' AND n.subject_id = i.id AND n.kind = 'invoice_overdue')
         ORDER BY i.due_on, i.id LIMIT 500`,
  );
}

export type OverdueInvoice = {
  id: string;
  number: string;
  organisation_id: string;
  total: string | number;
  amount_paid: string | number | null;
  currency_code: string;
  due_on: string;
};

/** The invoice under its row lock while its status is still one of `statuses`. */
export async function lockOverdueInvoice(
  manager: EntityManager,
  invoiceId: string,
  statuses: readonly string[],
): Promise<OverdueInvoice | undefined> {
  return await queryOne<OverdueInvoice>(
    manager,
    // The credit notes correcting it are taken off its total (the one amount-due rule, docs/payments.md).
    sql`SELECT i.id, i.number, i.organisation_id,
               i.total - (SELECT COALESCE(SUM(cn.total), 0) FROM invoice cn
                           WHERE cn.corrects_invoice_id = i.id AND cn.type = 'credit' AND cn.status <> 'cancelled') AS total,
               i.amount_paid, i.currency_code, i.due_on::text AS due_on
          FROM invoice i WHERE i.id = ${invoiceId} AND i.status = ANY(${statuses}) FOR UPDATE OF i`,
  );
}

/** Whether the invoice's overdue notice was sent (the notification is the record that it was). */
export async function overdueNoticeSent(manager: EntityManager, invoiceId: string): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM user_notification
         WHERE subject_type = 'invoice' AND subject_id = ${invoiceId} AND kind = 'invoice_overdue' LIMIT 1`,
  );
  return Boolean(row);
}
