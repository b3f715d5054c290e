// What mails and Slack notices read: the closed mail windows, the recipient, the chat with its names.
import type { ChatSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import { MESSAGE_SELECT, type MessageRow, type PendingMail, pendingMailTable } from "./tables";

/** Takes up to 100 mail windows that have closed (others' instances skip them). */
export async function takeDueMails(manager: EntityManager): Promise<PendingMail[]> {
  return await query<PendingMail>(
    manager,
    sql`DELETE FROM chat_mail_pending p USING (
         SELECT chat_id, customer_id FROM chat_mail_pending WHERE due_at <= now()
          ORDER BY due_at LIMIT 100 FOR UPDATE SKIP LOCKED) d
        WHERE p.chat_id = d.chat_id AND p.customer_id = d.customer_id
       RETURNING ${pendingMailTable.select("p")}`,
  );
}

export async function mailRecipient(manager: EntityManager, customerId: string) {
  return await queryOne<{ email: string | null; first_name: string | null; language: string | null }>(
    manager,
    sql`SELECT c.email, c.first_name, s.language FROM customer c LEFT JOIN customer_setting s ON s.customer_id = c.id
        WHERE c.id = ${customerId}`,
  );
}

/** The chat with both organisations' names (mails and Slack notices). */
export async function chatWithNames(manager: EntityManager, chatId: string) {
  return await queryOne<{
    organisation_id: string;
    receiver_organisation_id: string;
    claim_id: string | null;
    subject_type: ChatSubjectType;
    subject_reference: string | null;
    subject_title: string | null;
    organisation_name: string;
    receiver_name: string;
  }>(
    manager,
    sql`SELECT c.organisation_id, c.receiver_organisation_id, c.claim_id, c.subject_type, c.subject_reference,
              c.subject_title, org.name AS organisation_name, rec.name AS receiver_name
         FROM chat c JOIN organisation org ON org.id = c.organisation_id
         JOIN organisation rec ON rec.id = c.receiver_organisation_id WHERE c.id = ${chatId}`,
  );
}

/** Others' messages from `fromSeq` on (at most 50): one mail's content. */
export async function messagesForMail(
  manager: EntityManager,
  chatId: string,
  fromSeq: number,
  recipientId: string,
): Promise<MessageRow[]> {
  return await query<MessageRow>(
    manager,
    sql`${MESSAGE_SELECT} WHERE m.chat_id = ${chatId} AND m.seq >= ${fromSeq} AND m.author_customer_id <> ${recipientId}
        ORDER BY m.seq LIMIT 50`,
  );
}
