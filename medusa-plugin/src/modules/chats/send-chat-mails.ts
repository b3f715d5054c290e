import type { EntityManager } from "typeorm";
import { config } from "../../lib/config";
import { isLanguage, translate } from "../../lib/i18n";
import type MailerService from "../../lib/mailer";
import { chatWithNames, mailRecipient, messagesForMail, takeDueMails } from "./data-access";
import { authorName } from "./rules";

/**
 * Sends the mails whose batching window has passed: one per recipient and chat, in their
 * language. `transaction` takes the due windows (committed before any mail goes out).
 */
export async function sendChatMails(
  manager: EntityManager,
  mailer: Pick<MailerService, "sendTranslated">,
  transaction: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>,
): Promise<number> {
  const due = await transaction(takeDueMails);
  let sent = 0;
  for (const row of due) {
    try {
      if (await mailBatch(manager, mailer, row.chatId, row.customerId, Number(row.fromSeq))) sent++;
    } catch (error) {
      console.error(`[mail] chat messages for ${row.customerId} in ${row.chatId} failed`, error);
    }
  }
  return sent;
}

async function mailBatch(
  manager: EntityManager,
  mailer: Pick<MailerService, "sendTranslated">,
  chatId: string,
  customerId: string,
  fromSeq: number,
): Promise<boolean> {
  const recipient = await mailRecipient(manager, customerId);
  const chat = await chatWithNames(manager, chatId);
  if (!recipient?.email || !chat) return false;
  const messages = await messagesForMail(manager, chatId, fromSeq, customerId);
  if (messages.length === 0) return false;
  const language = isLanguage(recipient.language) ? recipient.language : "en";
  const subjectName = translate(language, `chats:subjectLabel.${chat.subject_type}`, {
    reference: chat.subject_reference ?? "",
  });
  await mailer.sendTranslated(recipient.email, language, "chatMessages", {
    name: recipient.first_name ?? "",
    subject: subjectName,
    count: String(messages.length),
    messages: messages.map((m) => `${authorName(m)} (${m.author_organisation_name}):\n${m.body}`).join("\n\n"),
    link: `${config.publicUrl()}/a/chats/${encodeURIComponent(chatId)}`,
  });
  return true;
}
