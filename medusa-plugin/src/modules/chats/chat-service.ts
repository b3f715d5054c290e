import type { ChatListInput, ChatMessagesInput, ChatStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { UploadService } from "../uploads";
import { assertParticipant } from "./assert-participant";
import { lastSeqOf, messageVisibleTo, type ParticipantChat } from "./data-access";
import { getChat } from "./get-chat";
import { countUnread, listChats } from "./list-chats";
import { listMessages, listMessagesAfter, messageView } from "./list-messages";
import { markChatRead } from "./mark-chat-read";
import { CHAT_MESSAGE_SUBJECT } from "./rules";
import { setChatStatus } from "./set-chat-status";
import type { ChatDetail, ChatListItem, ChatMessageView, ChatViewer } from "./types";

type InjectedDependencies = { manager: EntityManager; uploadService: UploadService };

/**
 * Chats about a subject between a merchant organisation and a receiver (supplier, producer or
 * support): participants only, reading, unread marks, status. Posting is ChatPostingService,
 * mails and Slack ChatNotificationService.
 */
export default class ChatService extends PlatformService<InjectedDependencies> {
  constructor(container: InjectedDependencies, ...rest: unknown[]) {
    super(container, ...rest);
    // The other organisation's participants may open a message's files (same rules as claims).
    container.uploadService.registerAccess(CHAT_MESSAGE_SUBJECT, async (manager, request) =>
      messageVisibleTo(manager, request.subjectId, request.organisationId),
    );
  }

  /** The chat's row when the viewer takes part in it; NOT_FOUND otherwise (nothing is revealed). */
  async assertParticipant(viewer: ChatViewer, chatId: string): Promise<ParticipantChat> {
    return await assertParticipant(this.activeManager_, viewer, chatId);
  }

  async list(
    viewer: ChatViewer,
    input: ChatListInput,
  ): Promise<{ items: ChatListItem[]; total: number; page: number; pageSize: number }> {
    return await listChats(this.activeManager_, viewer, input);
  }

  async unreadCount(viewer: ChatViewer): Promise<{ total: number; chats: number }> {
    return await countUnread(this.activeManager_, viewer);
  }

  async get(viewer: ChatViewer, chatId: string, now = new Date()): Promise<ChatDetail> {
    return await getChat(this.activeManager_, viewer, chatId, now);
  }

  async messages(
    viewer: ChatViewer,
    input: ChatMessagesInput,
  ): Promise<{ items: ChatMessageView[]; hasMore: boolean }> {
    return await listMessages(this.activeManager_, this.deps_.uploadService, viewer, input);
  }

  /** Messages after `afterSeq`, oldest first: what a (re)connecting subscription missed. */
  async messagesAfter(chatId: string, afterSeq: number, limit = 500): Promise<ChatMessageView[]> {
    return await listMessagesAfter(this.activeManager_, this.deps_.uploadService, chatId, afterSeq, limit);
  }

  async lastSeq(chatId: string): Promise<number> {
    return await lastSeqOf(this.activeManager_, chatId);
  }

  async messageView(messageId: string): Promise<ChatMessageView> {
    return await messageView(this.activeManager_, this.deps_.uploadService, messageId);
  }

  async setStatus(viewer: ChatViewer, chatId: string, status: ChatStatus): Promise<{ status: ChatStatus }> {
    return await this.transaction_((manager) => setChatStatus(manager, viewer, chatId, status));
  }

  async markRead(viewer: ChatViewer, chatId: string, seq: number): Promise<{ lastReadSeq: number }> {
    return await markChatRead(this.activeManager_, viewer, chatId, seq);
  }
}
