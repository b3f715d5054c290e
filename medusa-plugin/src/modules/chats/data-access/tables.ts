// The chat tables, defined once (row type ↔ columns), and the pieces of SQL the queries share.
import { randomUUID } from "node:crypto";
import type { ChatStatus, ChatSubjectType, ClaimStatus, ClaimType } from "@platform/domain";
import { defineTable, type Sql, sql } from "../../../lib/sql";
import type { ChatViewer } from "../types";

export type NewChat = {
  id: string;
  subjectType: ChatSubjectType;
  subjectId: string;
  subjectReference: string | null;
  subjectTitle: string | null;
  subjectShop: string | null;
  organisationId: string;
  receiverOrganisationId: string;
  claimId: string | null;
  createdBy: string;
};
export const chatTable = defineTable<NewChat>("chat", {
  id: "id",
  subjectType: "subject_type",
  subjectId: "subject_id",
  subjectReference: "subject_reference",
  subjectTitle: "subject_title",
  subjectShop: "subject_shop",
  organisationId: "organisation_id",
  receiverOrganisationId: "receiver_organisation_id",
  claimId: "claim_id",
  createdBy: "created_by",
});

/** The columns the app writes; created_at is the database's. */
export type NewMessage = {
  id: string;
  chatId: string;
  seq: string;
  authorCustomerId: string;
  authorOrganisationId: string;
  body: string;
};
export const messageTable = defineTable<NewMessage>("chat_message", {
  id: "id",
  chatId: "chat_id",
  seq: "seq",
  authorCustomerId: "author_customer_id",
  authorOrganisationId: "author_organisation_id",
  body: "body",
});

type ReadMark = { chatId: string; customerId: string; lastReadSeq: string | number };
export const readTable = defineTable<ReadMark>("chat_read", {
  chatId: "chat_id",
  customerId: "customer_id",
  lastReadSeq: "last_read_seq",
});

export type PendingMail = { chatId: string; customerId: string; fromSeq: string; dueAt: Date };
export const pendingMailTable = defineTable<PendingMail>("chat_mail_pending", {
  chatId: "chat_id",
  customerId: "customer_id",
  fromSeq: "from_seq",
  dueAt: "due_at",
});

/** chat_… / chmsg_… ids: a random UUID's hex, as the first chats were numbered in SQL. */
export const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, "")}`;

/** A chat as the list and the detail read it (chat row, names, claim, the viewer's read mark). */
export type ChatRow = {
  id: string;
  subject_type: ChatSubjectType;
  subject_id: string;
  subject_reference: string | null;
  subject_title: string | null;
  subject_shop: string | null;
  organisation_id: string;
  organisation_name: string;
  receiver_organisation_id: string;
  receiver_name: string;
  receiver_type: string;
  claim_id: string | null;
  claim_type: ClaimType | null;
  claim_status: ClaimStatus | null;
  status: ChatStatus;
  created_at: Date;
  last_message_at: Date;
  last_seq: string;
  last_message: string | null;
  unread: number;
  last_read_seq: string | null;
};

/** A message with its author's names. */
export type MessageRow = {
  id: string;
  chat_id: string;
  seq: string;
  body: string;
  created_at: Date;
  author_customer_id: string;
  author_organisation_id: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_email: string | null;
  author_organisation_name: string;
};

export type ParticipantChat = {
  id: string;
  organisation_id: string;
  receiver_organisation_id: string;
  claim_id: string | null;
  status: ChatStatus;
  subject_type: ChatSubjectType;
  subject_reference: string | null;
};

/** SQL condition on chat `c`: open, and its last message came from the merchant (someone owes an answer). */
export const WAITING_FOR_ANSWER = `c.status = 'open' AND EXISTS (SELECT 1 FROM chat_message wm
  WHERE wm.chat_id = c.id AND wm.seq = c.last_seq AND wm.author_organisation_id = c.organisation_id)`;

export const MESSAGE_SELECT = sql`
  SELECT m.id, m.chat_id, m.seq, m.body, m.created_at, m.author_customer_id, m.author_organisation_id,
         cu.first_name AS author_first_name, cu.last_name AS author_last_name, cu.email AS author_email,
         ao.name AS author_organisation_name
    FROM chat_message m
    LEFT JOIN customer cu ON cu.id = m.author_customer_id
    JOIN organisation ao ON ao.id = m.author_organisation_id`;

/** SQL condition: the viewer takes part in chat `c` (support takes part in every chat). */
export function participantScope(viewer: ChatViewer): Sql {
  if (viewer.role === "support") return sql`TRUE`;
  return sql`(c.organisation_id = ${viewer.organisationId} OR c.receiver_organisation_id = ${viewer.organisationId})`;
}
