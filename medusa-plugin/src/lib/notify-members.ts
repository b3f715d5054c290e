import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from "typeorm";
import type { LiveEvent } from "./live-bus";
import { type NotificationView, notificationBus } from "./notification-bus";
import { returnedRows } from "./sql";

export type NotifyMembersInput = {
  /** Every member of these organisations is a recipient … */
  organisationIds: string[];
  /** … except this person (the one who acted). */
  exceptCustomerId?: string | null;
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  params: NotificationParams;
  /**
   * A recipient's unread notification of this kind about this subject is brought up to date
   * instead of adding another (a burst of chat messages is one notification, with a count).
   */
  coalesce?: boolean;
};

type Row = {
  id: string;
  recipient_customer_id: string;
  created_at: Date;
  kind: NotificationKind;
  subject_type: NotificationSubjectType;
  subject_id: string;
  params: NotificationParams;
  read_at: Date | null;
};

export function notificationView(row: Omit<Row, "recipient_customer_id">): NotificationView {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    kind: row.kind,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    params: row.params ?? {},
    readAt: row.read_at ? new Date(row.read_at) : null,
  };
}

/**
 * Writes one notification per recipient in the caller's transaction (so a rolled back change
 * tells nobody) and hands them to the live bus once that transaction has committed.
 * Returns how many were written.
 */
export async function notifyMembers(manager: EntityManager, input: NotifyMembersInput): Promise<number> {
  if (!input.organisationIds.length) return 0;
  const params = [
    input.organisationIds,
    input.exceptCustomerId ?? "",
    input.kind,
    input.subjectType,
    input.subjectId,
    JSON.stringify(input.params),
  ];
  const insert = `INSERT INTO user_notification (id, recipient_customer_id, organisation_id, kind, subject_type, subject_id, params)
    SELECT 'ntf_' || replace(gen_random_uuid()::text, '-', ''), m.customer_id, m.organisation_id, $3, $4, $5, $6::jsonb
      FROM member m JOIN organisation o ON o.id = m.organisation_id
     WHERE m.organisation_id = ANY($1) AND m.customer_id <> $2 AND o.deleted_at IS NULL`;
  const result: unknown = input.coalesce
    ? await manager.query(
        `${insert}
         ON CONFLICT (recipient_customer_id, kind, subject_type, subject_id) WHERE read_at IS NULL AND kind = 'chat_message'
         DO UPDATE SET created_at = now(),
           params = excluded.params || jsonb_build_object('count', coalesce((user_notification.params->>'count')::int, 1) + 1)
         RETURNING id, recipient_customer_id, created_at, kind, subject_type, subject_id, params, read_at`,
        params,
      )
    : await manager.query(
        `${insert} RETURNING id, recipient_customer_id, created_at, kind, subject_type, subject_id, params, read_at`,
        params,
      );
  const rows = returnedRows<Row>(result);
  afterCommit(
    manager,
    rows.map((row) => ({ key: row.recipient_customer_id, value: notificationView(row) })),
  );
  return rows.length;
}

// ── After commit ─────────────────────────────────────────────────────────────
// TypeORM tells entity subscribers when a query runner's transaction commits or rolls back. The
// events written inside it wait here, by query runner and the transaction depth they were written
// at (a rolled back savepoint drops its own), and are published after the outermost commit.

type Pending = { depth: number; events: Array<LiveEvent<NotificationView>> };
const pending = new WeakMap<QueryRunner, Pending[]>();
const watched = new WeakSet<DataSource>();

function depthOf(runner: QueryRunner): number {
  return (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 1;
}

function publish(events: Array<LiveEvent<NotificationView>>): void {
  if (!events.length) return;
  notificationBus()
    .publish(events)
    .catch((error: unknown) => console.warn(`[notifications] publish failed: ${String(error)}`));
}

const publishAfterCommit: EntitySubscriberInterface = {
  afterTransactionCommit(event: TransactionCommitEvent) {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return;
    const waiting = pending.get(runner);
    pending.delete(runner);
    publish((waiting ?? []).flatMap((entry) => entry.events));
  },
  afterTransactionRollback(event: TransactionRollbackEvent) {
    const runner = event.queryRunner;
    if (!runner.isTransactionActive) {
      pending.delete(runner);
      return;
    }
    const depth = depthOf(runner);
    const waiting = pending.get(runner);
    if (waiting)
      pending.set(
        runner,
        waiting.filter((entry) => entry.depth <= depth),
      );
  },
};

function afterCommit(manager: EntityManager, events: Array<LiveEvent<NotificationView>>): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    publish(events);
    return;
  }
  const connection = manager.connection;
  if (!watched.has(connection)) {
    watched.add(connection);
    connection.subscribers.push(publishAfterCommit);
  }
  const waiting = pending.get(runner) ?? [];
  waiting.push({ depth: depthOf(runner), events });
  pending.set(runner, waiting);
}
