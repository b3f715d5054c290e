import { ATTACHMENT_RULE, CHAT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type ChatMessageView, chatBus } from "../../lib/chat-bus";
import { DomainError } from "../../lib/domain-error";
import { notifyMembers, settleChatNotifications } from "../notifications";
import type { UploadService } from "../uploads";
import { insertMessage, markReadUpTo, nextSeq, organisationName, type PostedChat, queueMails } from "./data-access";
import { CHAT_MESSAGE_SUBJECT, chatMailDelayMs } from "./rules";
import type { ChatViewer } from "./types";

export type MessageAttachments = Pick<UploadService, "attach">;

/**
 * Inserts the message with the chat's next seq, attaches files, marks it read for its author,
 * queues mails and (unless `notify` is false) tells the other side's members; in the caller's
 * transaction. The message's id.
 */
export async function postMessage(
  manager: EntityManager,
  uploads: MessageAttachments,
  viewer: ChatViewer,
  message: { chatId: string; body: string; files: Array<{ id: string }>; notify?: boolean },
): Promise<string> {
  const { chatId } = message;
  const updated = await nextSeq(manager, chatId);
  if (!updated) throw new DomainError("NOT_FOUND", CHAT_MESSAGES.notFound);
  const seq = updated.last_seq;
  const messageId = await insertMessage(manager, {
    chatId,
    seq,
    authorCustomerId: viewer.customerId,
    authorOrganisationId: viewer.organisationId,
    body: message.body,
  });
  await uploads.attach(manager, {
    organisationId: viewer.organisationId,
    uploadIds: message.files.map((file) => file.id),
    subjectType: CHAT_MESSAGE_SUBJECT,
    subjectId: messageId,
    rule: ATTACHMENT_RULE,
  });
  await markReadUpTo(manager, chatId, viewer.customerId, seq);
  // Answered: the chat no longer waits for the author's organisation, nor does its bell.
  await settleChatNotifications(manager, { chatId, organisationId: viewer.organisationId });
  // One mail per recipient for a burst: the first message opens a window, later ones join it.
  await queueMails(
    manager,
    {
      id: chatId,
      seq,
      organisationIds: [updated.organisation_id, updated.receiver_organisation_id],
      authorCustomerId: viewer.customerId,
    },
    updated.subject_type === "product_request" ? "product_request_chat_email" : "order_chat_email",
    chatMailDelayMs(),
  );
  if (message.notify ?? true) await notifyOtherSide(manager, viewer, chatId, updated);
  return messageId;
}

/** The other side's members get (or have brought up to date) one unread notification per chat. */
async function notifyOtherSide(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  chat: PostedChat,
): Promise<void> {
  const author = await organisationName(manager, viewer.organisationId);
  await notifyMembers(manager, {
    organisationIds: [chat.organisation_id, chat.receiver_organisation_id].filter((id) => id !== viewer.organisationId),
    kind: "chat_message",
    subjectType: "chat",
    subjectId: chatId,
    params: { reference: chat.subject_reference ?? chat.subject_title ?? "", organisationName: author ?? "" },
    coalesce: true,
  });
}

/** What a committed message sets off outside the database: the mail timer and Slack notices. */
export type MessageNotices = {
  flushMails(): Promise<number>;
  notifySlack(chatId: string, message: ChatMessageView, isNew: boolean): Promise<void>;
};

/** After commit: live delivery, the mail timer and Slack notices. Failures here never undo the message. */
export async function deliverMessage(
  notices: MessageNotices,
  chatId: string,
  message: ChatMessageView,
  isNew: boolean,
): Promise<void> {
  await chatBus()
    .publish([{ key: chatId, value: message }])
    .catch((error: unknown) => console.warn(`[chat] publish failed: ${String(error)}`));
  const timer = setTimeout(() => void notices.flushMails().catch(() => undefined), chatMailDelayMs() + 50);
  timer.unref();
  void notices
    .notifySlack(chatId, message, isNew)
    .catch((error: unknown) => console.warn(`[chat] slack notice failed: ${String(error)}`));
}
