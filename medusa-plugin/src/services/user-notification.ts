import { type NotificationListInput, OVERDUE_INVOICE_STATUSES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { todayInPlatformZone } from "../lib/dates";
import type { NotificationView } from "../lib/notification-bus";
import { notificationView, notifyMembers } from "../lib/notify-members";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";

/** The caller: recipient and organisation come from the session's membership, never from input. */
export type NotificationViewer = { customerId: string; organisationId: string };

type InjectedDependencies = { manager: EntityManager };

/**
 * A person's in-app notifications: reading, unread count, marking read — always the caller's own
 * rows of the caller's organisation — and the overdue-invoice sweep. Writing is
 * lib/notify-members.ts, inside the transaction of each change.
 */
export default class UserNotificationService extends PlatformService<InjectedDependencies> {
  async list(
    viewer: NotificationViewer,
    input: NotificationListInput,
  ): Promise<{ items: NotificationView[]; total: number; page: number; pageSize: number }> {
    const where = `recipient_customer_id = $1 AND organisation_id = $2${input.unreadOnly ? " AND read_at IS NULL" : ""}`;
    const rows = await this.activeManager_.query(
      `SELECT id, created_at, kind, subject_type, subject_id, params, read_at FROM user_notification
        WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [viewer.customerId, viewer.organisationId, input.pageSize, (input.page - 1) * input.pageSize],
    );
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM user_notification WHERE ${where}`,
      [viewer.customerId, viewer.organisationId],
    );
    return { items: rows.map(notificationView), total, page: input.page, pageSize: input.pageSize };
  }

  async unreadCount(viewer: NotificationViewer): Promise<number> {
    const [{ count }] = await this.activeManager_.query(
      `SELECT count(*)::int AS count FROM user_notification
        WHERE recipient_customer_id = $1 AND organisation_id = $2 AND read_at IS NULL`,
      [viewer.customerId, viewer.organisationId],
    );
    return count;
  }

  /** Marks the caller's own notifications among `ids` read; anyone else's ids change nothing. */
  async markRead(viewer: NotificationViewer, ids: string[]): Promise<{ updated: number; unread: number }> {
    const rows = await this.activeManager_.query(
      `UPDATE user_notification SET read_at = now()
        WHERE id = ANY($3) AND recipient_customer_id = $1 AND organisation_id = $2 AND read_at IS NULL RETURNING id`,
      [viewer.customerId, viewer.organisationId, ids],
    );
    return { updated: returnedRows(rows).length, unread: await this.unreadCount(viewer) };
  }

  async markAllRead(viewer: NotificationViewer): Promise<{ updated: number; unread: number }> {
    const rows = await this.activeManager_.query(
      `UPDATE user_notification SET read_at = now()
        WHERE recipient_customer_id = $1 AND organisation_id = $2 AND read_at IS NULL RETURNING id`,
      [viewer.customerId, viewer.organisationId],
    );
    return { updated: returnedRows(rows).length, unread: await this.unreadCount(viewer) };
  }

  /**
   * Invoices whose due day has passed while something is still to pay: their organisation's
   * members are told once per invoice (the notification itself is the record that they were).
   * Each invoice in its own transaction, under its row lock, so two instances never both tell.
   */
  async notifyOverdueInvoices(now: Date = new Date()): Promise<number> {
    const today = todayInPlatformZone(now);
    const due: Array<{ id: string }> = await this.activeManager_.query(
      `SELECT i.id FROM invoice i
        WHERE i.type = 'invoice' AND i.status = ANY($1) AND i.due_on < $2::date
          AND NOT EXISTS (SELECT 1 FROM user_notification n
                           WHERE n.subject_type = 'invoice' AND n.subject_id = i.id AND n.kind = 'invoice_overdue')
        ORDER BY i.due_on, i.id LIMIT 500`,
      [OVERDUE_INVOICE_STATUSES, today],
    );
    let told = 0;
    for (const { id } of due) {
      told += await this.transaction_(async (manager) => {
        const [invoice] = await manager.query(
          `SELECT i.id, i.number, i.organisation_id, i.total, i.amount_paid, i.currency_code, i.due_on::text AS due_on
             FROM invoice i WHERE i.id = $1 AND i.status = ANY($2) FOR UPDATE`,
          [id, OVERDUE_INVOICE_STATUSES],
        );
        const [sent] = await manager.query(
          `SELECT 1 FROM user_notification WHERE subject_type = 'invoice' AND subject_id = $1 AND kind = 'invoice_overdue' LIMIT 1`,
          [id],
        );
        if (!invoice || sent) return 0;
        return await notifyMembers(manager, {
          organisationIds: [invoice.organisation_id],
          kind: "invoice_overdue",
          subjectType: "invoice",
          subjectId: invoice.id,
          params: {
            number: invoice.number,
            total: Number(invoice.total) - Number(invoice.amount_paid ?? 0),
            currencyCode: invoice.currency_code,
            dueOn: invoice.due_on,
          },
        });
      });
    }
    return told;
  }
}
