import type { ChatMessagesInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { UploadService } from "../uploads";
import { assertParticipant } from "./assert-participant";
import { type MessageRow, messageRow, messageRowsAfter, messageRowsBefore } from "./data-access";
import { authorName, CHAT_MESSAGE_SUBJECT } from "./rules";
import type { ChatMessageView, ChatViewer } from "./types";

export type MessageFiles = Pick<UploadService, "listFor" | "toView">;

/** A page of messages, oldest first, ending before `beforeSeq` (or at the newest). */
export async function listMessages(
  manager: EntityManager,
  uploads: MessageFiles,
  viewer: ChatViewer,
  input: ChatMessagesInput,
): Promise<{ items: ChatMessageView[]; hasMore: boolean }> {
  await assertParticipant(manager, viewer, input.chatId);
  const rows = await messageRowsBefore(manager, input.chatId, input.beforeSeq ?? null, input.limit + 1);
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit).reverse();
  return { items: await messageViews(manager, uploads, page), hasMore };
}

/** Messages after `afterSeq`, oldest first: what a (re)connecting subscription missed. */
export async function listMessagesAfter(
  manager: EntityManager,
  uploads: MessageFiles,
  chatId: string,
  afterSeq: number,
  limit: number,
): Promise<ChatMessageView[]> {
  return await messageViews(manager, uploads, await messageRowsAfter(manager, chatId, afterSeq, limit));
}

export async function messageView(
  manager: EntityManager,
  uploads: MessageFiles,
  messageId: string,
): Promise<ChatMessageView> {
  return (await messageViews(manager, uploads, await messageRow(manager, messageId)))[0] as ChatMessageView;
}

/** Messages as participants see them, with their files' signed links. */
async function messageViews(
  manager: EntityManager,
  uploads: MessageFiles,
  rows: MessageRow[],
): Promise<ChatMessageView[]> {
  const files = await uploads.listFor(
    CHAT_MESSAGE_SUBJECT,
    rows.map((row) => row.id),
    manager,
  );
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    seq: Number(row.seq),
    body: row.body,
    createdAt: row.created_at,
    author: {
      customerId: row.author_customer_id,
      name: authorName(row),
      organisationId: row.author_organisation_id,
      organisationName: row.author_organisation_name,
    },
    files: (files.get(row.id) ?? []).map((upload) => uploads.toView(upload)),
  }));
}
