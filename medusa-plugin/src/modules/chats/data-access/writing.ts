// Writing chats: status, read marks, starting a conversation, posting a message, its mail window.
import type { ChatStatus, ChatSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, raw, sql } from "../../../lib/sql";
import type { ChatReceiver } from "../types";
import { chatTable, messageTable, type NewChat, type NewMessage, newId, readTable } from "./tables";

export async function updateChatStatus(manager: EntityManager, chatId: string, status: ChatStatus): Promise<void> {
  await query(manager, sql`UPDATE chat SET status = ${status} WHERE id = ${chatId}`);
}

const KEEP_HIGHER_MARK = raw(
  "ON CONFLICT (chat_id, customer_id) DO UPDATE SET last_read_seq = GREATEST(chat_read.last_read_seq, EXCLUDED.last_read_seq)",
);

/** Moves the read mark forward (never back, never past the chat's last message); the mark after. */
export async function moveReadMark(
  manager: EntityManager,
  chatId: string,
  customerId: string,
  seq: number,
): Promise<number> {
  const row = await queryOne<{ last_read_seq: string }>(
    manager,
    sql`INSERT INTO chat_read (chat_id, customer_id, last_read_seq)
       VALUES (${chatId}::varchar, ${customerId}, LEAST(${seq}::bigint, (SELECT last_seq FROM chat WHERE id = ${chatId}::varchar)))
       ${KEEP_HIGHER_MARK}
       RETURNING last_read_seq`,
  );
  return Number(row?.last_read_seq ?? 0);
}

/** The active organisations among `ids` a merchant may address (support always), support first. */
export async function addressableOrganisations(
  manager: EntityManager,
  receiverTypes: string[],
  ids: string[],
): Promise<ChatReceiver[]> {
  return await query<ChatReceiver>(
    manager,
    sql`SELECT o.id, o.name, o.type FROM organisation o
        WHERE o.type = ANY(${receiverTypes}) AND o.status = 'active' AND o.deleted_at IS NULL
          AND (o.disabled_at IS NULL OR o.disabled_at > now())
          AND (o.type = 'platform' OR o.id = ANY(${ids}))
        ORDER BY (o.type = 'platform') DESC, o.name, o.id`,
  );
}

/** The organisation when it is active and of one of the receiver types. */
export async function activeReceiver(
  manager: EntityManager,
  organisationId: string,
  receiverTypes: string[],
): Promise<{ id: string; type: string } | undefined> {
  return await queryOne(
    manager,
    sql`SELECT id, type FROM organisation WHERE id = ${organisationId} AND type = ANY(${receiverTypes})
            AND status = 'active' AND deleted_at IS NULL AND (disabled_at IS NULL OR disabled_at > now())`,
  );
}

export async function ownClaimOfOrder(
  manager: EntityManager,
  claimId: string,
  orderId: string,
  organisationId: string,
): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT id FROM claim WHERE id = ${claimId} AND order_id = ${orderId} AND organisation_id = ${organisationId}`,
  );
  return Boolean(row);
}

/** Serialises concurrent starts of a conversation about one subject (until the transaction ends). */
export async function lockSubject(manager: EntityManager, subjectType: ChatSubjectType, subjectId: string) {
  await query(manager, sql`SELECT pg_advisory_xact_lock(hashtext(${`chat:${subjectType}:${subjectId}`}))`);
}

/** The conversation about a subject with a receiver (and claim), if there is one. */
export async function findConversation(
  manager: EntityManager,
  key: {
    subjectType: ChatSubjectType;
    subjectId: string;
    receiverOrganisationId: string;
    claimId: string | null;
    organisationId: string;
  },
): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM chat WHERE subject_type = ${key.subjectType} AND subject_id = ${key.subjectId}
            AND receiver_organisation_id = ${key.receiverOrganisationId}
            AND claim_id IS NOT DISTINCT FROM ${key.claimId} AND organisation_id = ${key.organisationId}`,
  );
  return row?.id;
}

export async function insertChat(manager: EntityManager, chat: Omit<NewChat, "id">): Promise<string> {
  const id = newId("chat");
  await query(manager, chatTable.insert([{ id, ...chat }]));
  return id;
}

export type PostedChat = {
  last_seq: string;
  subject_type: ChatSubjectType;
  organisation_id: string;
  receiver_organisation_id: string;
  subject_reference: string | null;
  subject_title: string | null;
};

/** The chat's next seq (the row stays locked until commit, so seqs follow commit order). */
export async function nextSeq(manager: EntityManager, chatId: string): Promise<PostedChat | undefined> {
  return await queryOne<PostedChat>(
    manager,
    sql`UPDATE chat SET last_seq = last_seq + 1, last_message_at = now() WHERE id = ${chatId}
          RETURNING last_seq, subject_type, organisation_id, receiver_organisation_id, subject_reference, subject_title`,
  );
}

export async function insertMessage(manager: EntityManager, message: Omit<NewMessage, "id">): Promise<string> {
  const id = newId("chmsg");
  await query(manager, messageTable.insert([{ id, ...message }]));
  return id;
}

/** The author has read what they wrote. */
export async function markReadUpTo(manager: EntityManager, chatId: string, customerId: string, seq: string) {
  await query(manager, sql`${readTable.insert([{ chatId, customerId, lastReadSeq: seq }])} ${KEEP_HIGHER_MARK}`);
}

/**
 * Opens a mail window for every member of both organisations but the author who wants chat mails
 * of this kind; a window already open takes the message in.
 */
export async function queueMails(
  manager: EntityManager,
  chat: { id: string; seq: string; organisationIds: [string, string]; authorCustomerId: string },
  settingColumn: "product_request_chat_email" | "order_chat_email",
  delayMs: number,
): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO chat_mail_pending (chat_id, customer_id, from_seq, due_at)
       SELECT ${chat.id}, m.customer_id, ${chat.seq}, now() + make_interval(secs => ${delayMs}::double precision / 1000)
         FROM member m LEFT JOIN customer_setting s ON s.customer_id = m.customer_id
        WHERE m.organisation_id IN (${chat.organisationIds[0]}, ${chat.organisationIds[1]})
          AND m.customer_id <> ${chat.authorCustomerId} AND coalesce(s.${raw(settingColumn)}, true)
       ON CONFLICT (chat_id, customer_id) DO NOTHING`,
  );
}

export async function organisationName(manager: EntityManager, organisationId: string): Promise<string | undefined> {
  return (await queryOne<{ name: string }>(manager, sql`SELECT name FROM organisation WHERE id = ${organisationId}`))
    ?.name;
}
