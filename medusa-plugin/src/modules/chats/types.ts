// What the chat screens get (list items, details) and what the chat module needs to know about a
// subject, whatever its domain. The rows of the queries are data-access.ts's.
import type { ChatStatus, ChatSubjectType, ClaimStatus, ClaimType, Role } from "@platform/domain";
import type { EntityManager } from "typeorm";

export type { ChatMessageView } from "../../lib/chat-bus";

/** Who is asking: their organisation and role come from the membership, never from the input. */
export type ChatViewer = { customerId: string; organisationId: string; role: Role };

export type ChatListItem = {
  id: string;
  subjectType: ChatSubjectType;
  subjectId: string;
  title: string | null;
  orderNumber: string | null;
  shopName: string | null;
  organisation: { id: string; name: string };
  receiver: { id: string; name: string; type: string };
  claim: { id: string; type: ClaimType; status: ClaimStatus } | null;
  status: ChatStatus;
  createdAt: Date;
  lastMessageAt: Date;
  lastMessage: string | null;
  unread: number;
};

export type ChatDetail = ChatListItem & {
  lastSeq: number;
  lastReadSeq: number;
  context: Omit<ChatSubjectContext, "organisationId" | "assignedOrganisationIds"> | null;
  /** Only for suppliers (spec §9); support has no hours. */
  availability: { available: boolean; nextOpening: Date | null; timeZone: string } | null;
};

/** What the chat module needs to know about a subject, whatever its kind. */
export type ChatSubjectContext = {
  /** The merchant organisation the subject belongs to. */
  organisationId: string;
  /** The product name (spec §3). */
  title: string | null;
  /** The number users search by (the order number). */
  reference: string | null;
  orderNumber: string | null;
  shopName: string | null;
  /** The subject's own status as its domain names it (e.g. the order's fulfilment status). */
  status: string | null;
  /** The supplier or producer organisations assigned to the subject: the ones a merchant may address. */
  assignedOrganisationIds: string[];
};

export type ChatSubjectKind = {
  load(manager: EntityManager, subjectId: string): Promise<ChatSubjectContext | null>;
};

export type ChatReceiver = { id: string; name: string; type: string };
