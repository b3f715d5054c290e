// The notifications' one writer: every domain tells an organisation's members through it, in the
// transaction of the change it tells about.
import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from "typeorm";
import type { LiveEvent } from "../../lib/live-bus";
import { type NotificationView, notificationBus } from "../../lib/notification-bus";
import { insertMemberNotifications, type NotificationRecord } from "./data-access/user-notifications";

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

export function notificationView(row: NotificationRecord): NotificationView {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt),
    kind: row.kind,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    params: row.params ?? {},
    readAt: row.readAt ? new Date(row.readAt) : null,
  };
}

/**
 * Writes one notification per recipient in the caller's transaction (so a rolled back change
 * tells nobody) and hands them to the live bus once that transaction has committed.
 * Returns how many were written.
 */
export async function notifyMembers(manager: EntityManager, input: NotifyMembersInput): Promise<number> {
  if (!input.organisationIds.length) return 0;
  const rows = await insertMemberNotifications(manager, {
    organisationIds: input.organisationIds,
    exceptCustomerId: input.exceptCustomerId ?? "",
    kind: input.kind,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    params: input.params,
    coalesce: input.coalesce ?? false,
  });
  afterCommit(
    manager,
    rows.map((row) => ({ key: row.recipientCustomerId, value: notificationView(row) })),
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
