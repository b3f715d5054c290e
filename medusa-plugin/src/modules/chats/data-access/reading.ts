// Reading chats: who takes part, the list and unread counts, one chat, messages.
import type { ChatListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, query, queryOne, raw, type Sql, sql, where } from "../../../lib/sql";
import type { ChatViewer } from "../types";
import {
  type ChatRow,
  MESSAGE_SELECT,
  type MessageRow,
  type ParticipantChat,
  participantScope,
  WAITING_FOR_ANSWER,
} from "./tables";

/** The chat's row when the viewer takes part in it (locked for the transaction when asked). */
export async function findParticipantChat(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  lock: boolean,
): Promise<ParticipantChat | undefined> {
  return await queryOne<ParticipantChat>(
    manager,
    sql`SELECT c.id, c.organisation_id, c.receiver_organisation_id, c.claim_id, c.status, c.subject_type,
              c.subject_reference
         FROM chat c WHERE c.id = ${chatId} AND ${participantScope(viewer)} ${raw(lock ? "FOR UPDATE" : "")}`,
  );
}

/** A message's files: for the participants' organisations. */
export async function messageVisibleTo(manager: EntityManager, messageId: string, organisationId: string) {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM chat_message m JOIN chat c ON c.id = m.chat_id
         WHERE m.id = ${messageId} AND ${organisationId} IN (c.organisation_id, c.receiver_organisation_id)`,
  );
  return Boolean(row);
}

function chatSelect(customerId: string): Sql {
  return sql`
      SELECT c.*, org.name AS organisation_name, rec.name AS receiver_name, rec.type AS receiver_type,
             cl.type AS claim_type, cl.status AS claim_status, r.last_read_seq,
             (SELECT lm.body FROM chat_message lm WHERE lm.chat_id = c.id ORDER BY lm.seq DESC LIMIT 1) AS last_message,
             (SELECT count(*)::int FROM chat_message um
               WHERE um.chat_id = c.id AND um.seq > coalesce(r.last_read_seq, 0)
                 AND um.author_customer_id <> ${customerId}) AS unread
        FROM chat c
        JOIN organisation org ON org.id = c.organisation_id
        JOIN organisation rec ON rec.id = c.receiver_organisation_id
        LEFT JOIN claim cl ON cl.id = c.claim_id
        LEFT JOIN chat_read r ON r.chat_id = c.id AND r.customer_id = ${customerId}`;
}

/** A page of the viewer's chats of one kind, newest activity first, and how many there are. */
export async function listChatRows(
  manager: EntityManager,
  viewer: ChatViewer,
  input: ChatListInput,
  claimFilterApplies: boolean,
): Promise<{ rows: ChatRow[]; total: number }> {
  const conditions = [participantScope(viewer), sql`c.subject_type = ${input.subjectType}`];
  if (input.subjectId) conditions.push(sql`c.subject_id = ${input.subjectId}`);
  if (input.orderNumber) {
    conditions.push(sql`lower(coalesce(c.subject_reference, '')) LIKE ${containsPattern(input.orderNumber)}`);
  }
  if (input.claimType && claimFilterApplies) conditions.push(sql`cl.type = ${input.claimType}`);
  if (input.status) conditions.push(sql`c.status = ${input.status}`);
  if (input.waiting) conditions.push(raw(WAITING_FOR_ANSWER));
  const filter = where(conditions);
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM chat c LEFT JOIN claim cl ON cl.id = c.claim_id ${filter}`,
  );
  const rows = await query<ChatRow>(
    manager,
    sql`${chatSelect(viewer.customerId)} ${filter}
        ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** Messages of others the viewer has not read, over all their chats, and in how many chats. */
export async function unreadTotals(
  manager: EntityManager,
  viewer: ChatViewer,
): Promise<{ total: number; chats: number }> {
  const row = await queryOne<{ total: number; chats: number }>(
    manager,
    sql`SELECT coalesce(sum(u.n), 0)::int AS total, count(*) FILTER (WHERE u.n > 0)::int AS chats
         FROM (
           SELECT (SELECT count(*) FROM chat_message m
                    WHERE m.chat_id = c.id AND m.seq > coalesce(r.last_read_seq, 0)
                      AND m.author_customer_id <> ${viewer.customerId}) AS n
             FROM chat c
             LEFT JOIN chat_read r ON r.chat_id = c.id AND r.customer_id = ${viewer.customerId}
            WHERE ${participantScope(viewer)} AND c.last_seq > coalesce(r.last_read_seq, 0)
         ) u`,
  );
  return { total: row?.total ?? 0, chats: row?.chats ?? 0 };
}

export async function chatRow(manager: EntityManager, customerId: string, chatId: string) {
  return await queryOne<ChatRow>(manager, sql`${chatSelect(customerId)} WHERE c.id = ${chatId}`);
}

/** Up to `limit` messages before `beforeSeq` (or the newest), newest first. */
export async function messageRowsBefore(
  manager: EntityManager,
  chatId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return await query<MessageRow>(
    manager,
    sql`${MESSAGE_SELECT} WHERE m.chat_id = ${chatId} AND (${beforeSeq}::bigint IS NULL OR m.seq < ${beforeSeq})
        ORDER BY m.seq DESC LIMIT ${limit}`,
  );
}

/** Messages after `afterSeq`, oldest first. */
export async function messageRowsAfter(
  manager: EntityManager,
  chatId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> {
  return await query<MessageRow>(
    manager,
    sql`${MESSAGE_SELECT} WHERE m.chat_id = ${chatId} AND m.seq > ${afterSeq} ORDER BY m.seq LIMIT ${limit}`,
  );
}

export async function messageRow(manager: EntityManager, messageId: string): Promise<MessageRow[]> {
  return await query<MessageRow>(manager, sql`${MESSAGE_SELECT} WHERE m.id = ${messageId}`);
}

export async function lastSeqOf(manager: EntityManager, chatId: string): Promise<number> {
  const row = await queryOne<{ last_seq: string }>(manager, sql`SELECT last_seq FROM chat WHERE id = ${chatId}`);
  return Number(row?.last_seq ?? 0);
}
