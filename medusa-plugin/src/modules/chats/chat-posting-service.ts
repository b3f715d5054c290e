import type { ChatReceiversInput, CreateChatInput, SendChatMessageInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { UploadService } from "../uploads";
import type ChatNotificationService from "./chat-notification-service";
import { messageView } from "./list-messages";
import { listReceivers } from "./list-receivers";
import { deliverMessage } from "./post-message";
import { messageBody } from "./rules";
import { sendMessage } from "./send-message";
import { startChat } from "./start-chat";
import type { ChatMessageView, ChatReceiver, ChatViewer } from "./types";

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  chatNotificationService: ChatNotificationService;
};

/** Starting chats and posting messages: who may address whom, delivery on the chat bus, then mails and Slack. */
export default class ChatPostingService extends PlatformService<InjectedDependencies> {
  /** Whom a merchant may address about their subject: the suppliers assigned to it, and support. */
  async receivers(viewer: ChatViewer, input: ChatReceiversInput): Promise<ChatReceiver[]> {
    return await listReceivers(this.activeManager_, viewer, input);
  }

  /** A merchant starts a chat (or joins the one about the same subject, receiver and claim). */
  async create(viewer: ChatViewer, input: CreateChatInput): Promise<{ chatId: string; message: ChatMessageView }> {
    const body = messageBody(input.body);
    const { chatId, messageId, isNew } = await this.transaction_((manager) =>
      startChat(manager, this.deps_.uploadService, viewer, input, body),
    );
    const message = await messageView(this.activeManager_, this.deps_.uploadService, messageId);
    await deliverMessage(this.deps_.chatNotificationService, chatId, message, isNew);
    return { chatId, message };
  }

  /**
   * A participant posts a message. A domain's own notice about a change it already notified (a
   * booking's new status) passes `notify: false`: the message is there, live and by mail, but the
   * bell tells of the change once.
   */
  async send(
    viewer: ChatViewer,
    input: SendChatMessageInput,
    { notify = true }: { notify?: boolean } = {},
  ): Promise<ChatMessageView> {
    const body = messageBody(input.body);
    const messageId = await this.transaction_((manager) =>
      sendMessage(manager, this.deps_.uploadService, viewer, input, body, notify),
    );
    const message = await messageView(this.activeManager_, this.deps_.uploadService, messageId);
    await deliverMessage(this.deps_.chatNotificationService, input.chatId, message, false);
    return message;
  }
}
