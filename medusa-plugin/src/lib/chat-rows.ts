// The shapes a chat is read in: list items and details for the screens, and the raw rows of the
// chat and message queries (services/chat.ts).
import type { ChatStatus, ChatSubjectType, ClaimStatus, ClaimType } from "@platform/domain";
import type { ChatSubjectContext } from "./chat-subjects";

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
