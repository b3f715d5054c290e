import { z } from "zod";
import { CLAIM_TYPES } from "../claims/enums";
import { entityId, pageSchema, sequenceNumber } from "../shared/schemas";
import { ATTACHMENT_RULE, uploadedFileSchema } from "../uploads/schemas";
import { CHAT_STATUSES, CHAT_SUBJECT_TYPES } from "./enums";
import { CHAT_MESSAGES } from "./messages";

export const CHAT_MESSAGE_MAX_LENGTH = 5000;

/** A chat message's text: trimmed, never empty (spec §5 "ChatMessage must not be empty."). */
export const chatMessageBody = z
  .string({ errorMap: () => ({ message: CHAT_MESSAGES.emptyMessage }) })
  .trim()
  .min(1, { message: CHAT_MESSAGES.emptyMessage })
  .max(CHAT_MESSAGE_MAX_LENGTH, { message: CHAT_MESSAGES.tooLong });

/**
 * The body as procedures take it: the server checks it with chatMessageBody itself, so an empty
 * message answers with the spec's own text as the error message (not a generic input error).
 */
const chatMessageInput = z.string().max(CHAT_MESSAGE_MAX_LENGTH * 2, { message: CHAT_MESSAGES.tooLong });

const chatFiles = z
  .array(uploadedFileSchema)
  .max(ATTACHMENT_RULE.maxFiles, { message: ATTACHMENT_RULE.tooManyFiles })
  .default([]);

/** The chats overview: one tab per subject kind, filters by order number, claim type and status. */
export const chatListSchema = z.object({
  subjectType: z.enum(CHAT_SUBJECT_TYPES).default("order"),
  /** The chats about one subject (e.g. the order detail's chat button). */
  subjectId: entityId.optional(),
  orderNumber: z.string().trim().max(100).optional(),
  claimType: z.enum(CLAIM_TYPES).optional(),
  status: z.enum(CHAT_STATUSES).optional(),
  /** Open chats whose last message came from the merchant: someone owes an answer. */
  waiting: z.boolean().optional(),
  ...pageSchema,
});
export type ChatListInput = z.infer<typeof chatListSchema>;

export const chatIdSchema = z.object({ chatId: entityId });

/** Messages before a sequence number (older pages), newest page first. */
export const chatMessagesSchema = z.object({
  chatId: entityId,
  beforeSeq: sequenceNumber.positive().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ChatMessagesInput = z.infer<typeof chatMessagesSchema>;

/** A merchant opens a chat about a subject with a receiver (supplier, producer or support) and a first message. */
export const createChatSchema = z.object({
  subjectType: z.enum(CHAT_SUBJECT_TYPES),
  subjectId: entityId,
  receiverOrganisationId: entityId,
  claimId: entityId.optional(),
  body: chatMessageInput,
  files: chatFiles,
});
export type CreateChatInput = z.infer<typeof createChatSchema>;

/** The start-a-chat forms (order, product request): a receiver chosen and a first message, as the server checks them. */
export const startChatFormSchema = createChatSchema.extend({
  receiverOrganisationId: z.string().trim().min(1, { message: CHAT_MESSAGES.receiverInvalid }),
  body: chatMessageBody,
});

export const sendChatMessageSchema = z.object({
  chatId: entityId,
  body: chatMessageInput,
  files: chatFiles,
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

/** A participant closes a chat (no more messages) or opens it again. */
export const setChatStatusSchema = z.object({ chatId: entityId, status: z.enum(CHAT_STATUSES) });

export const markChatReadSchema = z.object({ chatId: entityId, seq: sequenceNumber });

/** Whom a merchant may address about one subject: its assigned suppliers/producers, and support. */
export const chatReceiversSchema = z.object({ subjectType: z.enum(CHAT_SUBJECT_TYPES), subjectId: entityId });
export type ChatReceiversInput = z.infer<typeof chatReceiversSchema>;

/**
 * The live messages of a chat. `lastEventId` is what tRPC's SSE client sends on reconnect (the
 * last message's seq it saw); `lastSeq` is the same for a first connection that already has messages.
 */
export const chatSubscriptionSchema = z.object({
  chatId: entityId,
  lastSeq: sequenceNumber.optional(),
  lastEventId: z
    .string()
    .regex(/^\d{1,9}$/)
    .nullish(),
});
