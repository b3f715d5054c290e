import type { EntityManager } from "typeorm";
import type MailerService from "../../lib/mailer";
import { PlatformService } from "../../lib/platform-service";
import type { OrganisationService } from "../organisations";
import { announceOnSlack } from "./announce-on-slack";
import { sendChatMails } from "./send-chat-mails";
import type { ChatMessageView } from "./types";

type InjectedDependencies = {
  manager: EntityManager;
  mailerService: MailerService;
  organisationService: OrganisationService;
};

/** What a chat message sets off outside the app: batched mails in each recipient's language, and Slack notices. */
export default class ChatNotificationService extends PlatformService<InjectedDependencies> {
  /** Sends the mails whose batching window has passed: one per recipient and chat, in their language. */
  async flushMails(): Promise<number> {
    return await sendChatMails(this.activeManager_, this.deps_.mailerService, (work) => this.transaction_(work));
  }

  /** New chats, and messages in a chat about a claim, as short notices to both organisations' Slack. */
  async notifySlack(chatId: string, message: ChatMessageView, isNew: boolean): Promise<void> {
    await announceOnSlack(this.activeManager_, this.deps_.organisationService, chatId, message, isNew);
  }
}
