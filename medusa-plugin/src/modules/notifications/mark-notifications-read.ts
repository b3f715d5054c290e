import type { EntityManager } from "typeorm";
import {
  countNotifications,
  markNotificationsRead as markRows,
  markSubjectNotificationsRead,
} from "./data-access/user-notifications";
import type { NotificationViewer } from "./types";

/** How many of the caller's notifications are unread (the header's bell). */
export async function countUnreadNotifications(manager: EntityManager, viewer: NotificationViewer): Promise<number> {
  return await countNotifications(manager, viewer, true);
}

/**
 * Marks the caller's own notifications among `ids` read (anyone else's ids change nothing), or
 * all of them; answers how many changed and how many stay unread.
 */
export async function markNotificationsRead(
  manager: EntityManager,
  viewer: NotificationViewer,
  ids: string[] | "all",
): Promise<{ updated: number; unread: number }> {
  const updated = await markRows(manager, viewer, ids);
  return { updated, unread: await countUnreadNotifications(manager, viewer) };
}

/**
 * A chat's notification follows the chat's read state: once a member has read the chat to its
 * last message, their notification about it is read; once someone of the organisation answered,
 * everyone's of that organisation is (the chat no longer waits for them).
 */
export async function settleChatNotifications(
  manager: EntityManager,
  chat: { chatId: string; organisationId: string; customerId?: string },
): Promise<number> {
  return await markSubjectNotificationsRead(manager, {
    kind: "chat_message",
    subjectType: "chat",
    subjectId: chat.chatId,
    organisationId: chat.organisationId,
    customerId: chat.customerId,
  });
}
