import { CHAT_MESSAGES, type ChatReceiversInput, type ChatSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { addressableOrganisations } from "./data-access";
import { RECEIVER_TYPES } from "./rules";
import { chatSubjectKind } from "./subjects";
import type { ChatReceiver, ChatSubjectContext, ChatViewer } from "./types";

/** Whom a merchant may address about their subject: the suppliers assigned to it, and support. */
export async function listReceivers(
  manager: EntityManager,
  viewer: ChatViewer,
  input: ChatReceiversInput,
): Promise<ChatReceiver[]> {
  const subject = await ownSubject(manager, viewer, input.subjectType, input.subjectId);
  return await addressableOrganisations(manager, RECEIVER_TYPES, subject.assignedOrganisationIds);
}

/** The merchant's own subject with its context; NOT_FOUND for anyone else's (nothing is revealed). */
export async function ownSubject(
  manager: EntityManager,
  viewer: ChatViewer,
  subjectType: ChatSubjectType,
  subjectId: string,
): Promise<ChatSubjectContext> {
  const kind = chatSubjectKind(subjectType);
  const subject = kind ? await kind.load(manager, subjectId) : null;
  if (!subject || subject.organisationId !== viewer.organisationId) {
    throw new DomainError("NOT_FOUND", CHAT_MESSAGES.subjectNotFound);
  }
  return subject;
}
