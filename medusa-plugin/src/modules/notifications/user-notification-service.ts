import type { NotificationListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { listNotifications } from "./list-notifications";
import { countUnreadNotifications, markNotificationsRead } from "./mark-notifications-read";
import { findOverdueInvoices, notifyOverdueInvoice } from "./notify-overdue-invoices";
import type { NotificationView, NotificationViewer } from "./types";

type InjectedDependencies = { manager: EntityManager };

/**
 * Medusa's `userNotificationService` (services/user-notification.ts re-exports it; Medusa has its
 * own `notificationService`): a person's in-app notifications — reading, unread count, marking
 * read, always the caller's own rows of the caller's organisation — and the overdue-invoice sweep.
 * Writing is notify-members.ts, inside the transaction of each change.
 */
export default class UserNotificationService extends PlatformService<InjectedDependencies> {
  async list(
    viewer: NotificationViewer,
    input: NotificationListInput,
  ): Promise<{ items: NotificationView[]; total: number; page: number; pageSize: number }> {
    return await listNotifications(this.activeManager_, viewer, input);
  }

  async unreadCount(viewer: NotificationViewer): Promise<number> {
    return await countUnreadNotifications(this.activeManager_, viewer);
  }

  /** Marks the caller's own notifications among `ids` read; anyone else's ids change nothing. */
  async markRead(viewer: NotificationViewer, ids: string[]): Promise<{ updated: number; unread: number }> {
    return await markNotificationsRead(this.activeManager_, viewer, ids);
  }

  async markAllRead(viewer: NotificationViewer): Promise<{ updated: number; unread: number }> {
    return await markNotificationsRead(this.activeManager_, viewer, "all");
  }

  /**
   * Invoices whose due day has passed while something is still to pay: their organisation's
   * members are told once per invoice (the notification itself is the record that they were).
   * Each invoice in its own transaction, under its row lock, so two instances never both tell.
   */
  async notifyOverdueInvoices(now: Date = new Date()): Promise<number> {
    let told = 0;
    for (const id of await findOverdueInvoices(this.activeManager_, now)) {
      told += await this.transaction_(async (manager) => await notifyOverdueInvoice(manager, id));
    }
    return told;
  }
}
