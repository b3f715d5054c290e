// The chat module's SQL: chat, chat_message, chat_read, chat_mail_pending, and the reads of other
// tables a chat shows (organisations, authors, claims, the subjects' context). Hand-written and
// typed; the list and unread queries are the hot ones (indexes: migrations 1764300000000, 1766200000000).
export * from "./mails";
export * from "./reading";
export * from "./subjects";
export type { ChatRow, MessageRow, ParticipantChat } from "./tables";
export { WAITING_FOR_ANSWER } from "./tables";
export * from "./writing";
