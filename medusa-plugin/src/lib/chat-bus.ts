import type { UploadedFile } from "@platform/domain";
import { processBus } from "./live-bus";

/** A chat message as every participant sees it (API answers and the live subscription). */
export type ChatMessageView = {
  id: string;
  chatId: string;
  /** 1, 2, 3 … per chat: the order of messages and the resume cursor of the subscription. */
  seq: number;
  body: string;
  createdAt: Date;
  author: { customerId: string; name: string; organisationId: string; organisationName: string };
  files: UploadedFile[];
};

export const CHAT_CHANNEL = "platform:chat:messages";

/** New chat messages to the chat's open views (keyed by chat id), on this instance or all of them. */
export const chatBus = processBus<ChatMessageView>(CHAT_CHANNEL, "chat");
