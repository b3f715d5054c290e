import { CHAT_MESSAGES, chatMessageBody } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import type { MessageRow } from "./data-access";

/** The uploads' subject type of a message's attachments. */
export const CHAT_MESSAGE_SUBJECT = "chat_message";

/** The merchant side may address these organisation types (suppliers/producers, and support). */
export const RECEIVER_TYPES = ["supplier", "platform"];

/** The message text trimmed; empty (or too long) is the spec's message on the body field. */
export function messageBody(body: string): string {
  const parsed = chatMessageBody.safeParse(body);
  if (!parsed.success) {
    throw new DomainError("BAD_REQUEST", parsed.error.issues[0]?.message ?? CHAT_MESSAGES.emptyMessage, "body");
  }
  return parsed.data;
}

/** How long a recipient's mail window stays open for more messages (CHAT_MAIL_DELAY_MS, 60 s by default). */
export function chatMailDelayMs(): number {
  const value = Number(process.env.CHAT_MAIL_DELAY_MS);
  return Number.isFinite(value) && value >= 0 && process.env.CHAT_MAIL_DELAY_MS !== "" ? value : 60_000;
}

export function authorName(row: MessageRow): string {
  const name = [row.author_first_name, row.author_last_name].filter(Boolean).join(" ").trim();
  return name || row.author_email || "";
}
