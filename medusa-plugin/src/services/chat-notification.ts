import type { ChatMessageView } from "../lib/chat-bus";
import { config } from "../lib/config";
import { isLanguage, translate } from "../lib/i18n";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";
import { authorName, type InjectedDependencies, MESSAGE_SELECT, type MessageRow } from "./chat";

/** What a chat message sets off outside the app: batched mails in each recipient's language, and Slack notices. */
export default class ChatNotificationService extends PlatformService<InjectedDependencies> {
  // ── Notifications ───────────────────────────────────────────────────────────

  /** Sends the mails whose batching window has passed: one per recipient and chat, in their language. */
  async flushMails(): Promise<number> {
    const rows = await this.transaction_(async (manager) =>
      returnedRows<{ chat_id: string; customer_id: string; from_seq: string }>(
        await manager.query(
          `DELETE FROM chat_mail_pending p USING (
             SELECT chat_id, customer_id FROM chat_mail_pending WHERE due_at <= now()
              ORDER BY due_at LIMIT 100 FOR UPDATE SKIP LOCKED) d
            WHERE p.chat_id = d.chat_id AND p.customer_id = d.customer_id
           RETURNING p.chat_id, p.customer_id, p.from_seq`,
        ),
      ),
    );
    let sent = 0;
    for (const row of rows) {
      try {
        if (await this.mailBatch(row.chat_id, row.customer_id, Number(row.from_seq))) sent++;
      } catch (error) {
        console.error(`[mail] chat messages for ${row.customer_id} in ${row.chat_id} failed`, error);
      }
    }
    return sent;
  }

  private async mailBatch(chatId: string, customerId: string, fromSeq: number): Promise<boolean> {
    const [recipient] = await this.activeManager_.query(
      `SELECT c.email, c.first_name, s.language FROM customer c LEFT JOIN customer_setting s ON s.customer_id = c.id
        WHERE c.id = $1`,
      [customerId],
    );
    const [chat] = await this.activeManager_.query(
      `SELECT c.subject_type, c.subject_reference, c.subject_title, org.name AS organisation_name,
              rec.name AS receiver_name
         FROM chat c JOIN organisation org ON org.id = c.organisation_id
         JOIN organisation rec ON rec.id = c.receiver_organisation_id WHERE c.id = $1`,
      [chatId],
    );
    if (!recipient?.email || !chat) return false;
    const messages: MessageRow[] = await this.activeManager_.query(
      `${MESSAGE_SELECT} WHERE m.chat_id = $1 AND m.seq >= $2 AND m.author_customer_id <> $3 ORDER BY m.seq LIMIT 50`,
      [chatId, fromSeq, customerId],
    );
    if (messages.length === 0) return false;
    const language = isLanguage(recipient.language) ? recipient.language : "en";
    const subjectName = translate(language, `chats:subjectLabel.${chat.subject_type}`, {
      reference: chat.subject_reference ?? "",
    });
    await this.deps_.mailerService.sendTranslated(recipient.email, language, "chatMessages", {
      name: recipient.first_name ?? "",
      subject: subjectName,
      count: String(messages.length),
      messages: messages.map((m) => `${authorName(m)} (${m.author_organisation_name}):\n${m.body}`).join("\n\n"),
      link: `${config.publicUrl()}/a/chats/${encodeURIComponent(chatId)}`,
    });
    return true;
  }

  /** New chats, and messages in a chat about a claim, as short notices to both organisations' Slack. */
  async notifySlack(chatId: string, message: ChatMessageView, isNew: boolean): Promise<void> {
    const [chat] = await this.activeManager_.query(
      `SELECT c.organisation_id, c.receiver_organisation_id, c.claim_id, c.subject_type, c.subject_reference,
              org.name AS organisation_name, rec.name AS receiver_name
         FROM chat c JOIN organisation org ON org.id = c.organisation_id
         JOIN organisation rec ON rec.id = c.receiver_organisation_id WHERE c.id = $1`,
      [chatId],
    );
    if (!chat || (!isNew && !chat.claim_id)) return;
    const link = `${config.publicUrl()}/a/chats/${encodeURIComponent(chatId)}`;
    const about = translate("en", `chats:subjectLabel.${chat.subject_type}`, {
      reference: chat.subject_reference ?? "",
    });
    const text = isNew
      ? `New chat: ${chat.organisation_name} → ${chat.receiver_name} about ${about}. ${link}`
      : `New message about the claim on ${about} from ${message.author.name} (${message.author.organisationName}). ${link}`;
    await Promise.all(
      [chat.organisation_id, chat.receiver_organisation_id].map((id: string) =>
        this.deps_.organisationService.notifySlack(id, text),
      ),
    );
  }
}
