import { type ChatListInput, chatClaimFilterApplies } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type ChatRow, listChatRows, unreadTotals } from "./data-access";
import type { ChatListItem, ChatViewer } from "./types";

/** The viewer's chats of one kind, newest activity first, with filters and unread counts. */
export async function listChats(
  manager: EntityManager,
  viewer: ChatViewer,
  input: ChatListInput,
): Promise<{ items: ChatListItem[]; total: number; page: number; pageSize: number }> {
  // Claims are the merchant's and support's: for a supplier or provider the filter does not apply.
  const { rows, total } = await listChatRows(manager, viewer, input, chatClaimFilterApplies(viewer.role));
  return { items: rows.map(toListItem), total, page: input.page, pageSize: input.pageSize };
}

/** Messages of others the viewer has not read, over all their chats (the sidebar badge). */
export async function countUnread(
  manager: EntityManager,
  viewer: ChatViewer,
): Promise<{ total: number; chats: number }> {
  return await unreadTotals(manager, viewer);
}

export function toListItem(row: ChatRow): ChatListItem {
  return {
    id: row.id,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    title: row.subject_title,
    orderNumber: row.subject_type === "order" ? row.subject_reference : null,
    shopName: row.subject_shop,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    receiver: { id: row.receiver_organisation_id, name: row.receiver_name, type: row.receiver_type },
    claim:
      row.claim_id && row.claim_type && row.claim_status
        ? { id: row.claim_id, type: row.claim_type, status: row.claim_status }
        : null,
    status: row.status,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    lastMessage: row.last_message,
    unread: row.unread,
  };
}
