import { CHAT_MESSAGES, type SendChatMessageInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { assertParticipant } from "./assert-participant";
import { type MessageAttachments, postMessage } from "./post-message";
import type { ChatViewer } from "./types";

/** A participant posts a message (with attachments) to an open chat, in the caller's transaction; the message's id. */
export async function sendMessage(
  manager: EntityManager,
  uploads: MessageAttachments,
  viewer: ChatViewer,
  input: SendChatMessageInput,
  body: string,
  notify: boolean,
): Promise<string> {
  // The row lock numbers a chat's messages in commit order (seq has no gaps within a chat).
  const chat = await assertParticipant(manager, viewer, input.chatId, true);
  if (chat.status === "closed") throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.closed);
  return await postMessage(manager, uploads, viewer, { chatId: input.chatId, body, files: input.files, notify });
}
