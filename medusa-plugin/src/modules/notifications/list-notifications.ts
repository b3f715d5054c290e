import type { NotificationListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { listNotifications as listRows } from "./data-access/user-notifications";
import { notificationView } from "./notify-members";
import type { NotificationView, NotificationViewer } from "./types";

/** The caller's notifications, newest first, in pages (unread ones only when asked). */
export async function listNotifications(
  manager: EntityManager,
  viewer: NotificationViewer,
  input: NotificationListInput,
): Promise<{ items: NotificationView[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listRows(manager, viewer, Boolean(input.unreadOnly), {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: rows.map(notificationView), total, page: input.page, pageSize: input.pageSize };
}
