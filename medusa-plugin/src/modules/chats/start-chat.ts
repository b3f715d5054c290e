import { CHAT_MESSAGES, type CreateChatInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { activeReceiver, findConversation, insertChat, lockSubject, ownClaimOfOrder } from "./data-access";
import { ownSubject } from "./list-receivers";
import { type MessageAttachments, postMessage } from "./post-message";
import { RECEIVER_TYPES } from "./rules";
import type { ChatViewer } from "./types";

/**
 * A merchant starts a chat about one of their subjects with a receiver and a first message, in
 * the caller's transaction. When that conversation (subject, receiver, claim) exists already,
 * the message joins it.
 */
export async function startChat(
  manager: EntityManager,
  uploads: MessageAttachments,
  viewer: ChatViewer,
  input: CreateChatInput,
  body: string,
): Promise<{ chatId: string; messageId: string; isNew: boolean }> {
  const subject = await ownSubject(manager, viewer, input.subjectType, input.subjectId);
  const receiver = await activeReceiver(manager, input.receiverOrganisationId, RECEIVER_TYPES);
  if (!receiver) throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.receiverInvalid, "receiverOrganisationId");
  // A supplier takes part only in chats about subjects it is assigned to (its products).
  if (receiver.type !== "platform" && !subject.assignedOrganisationIds.includes(receiver.id)) {
    throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.receiverNotAssigned, "receiverOrganisationId");
  }
  if (input.claimId) {
    const claimed = await ownClaimOfOrder(manager, input.claimId, input.subjectId, viewer.organisationId);
    if (!claimed || input.subjectType !== "order") throw new DomainError("NOT_FOUND", CHAT_MESSAGES.subjectNotFound);
  }
  // One conversation per subject, receiver and claim: serialise concurrent starts on the subject.
  await lockSubject(manager, input.subjectType, input.subjectId);
  const conversation = {
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    receiverOrganisationId: input.receiverOrganisationId,
    claimId: input.claimId ?? null,
    organisationId: viewer.organisationId,
  };
  const existing = await findConversation(manager, conversation);
  const chatId =
    existing ??
    (await insertChat(manager, {
      ...conversation,
      subjectReference: subject.reference,
      subjectTitle: subject.title,
      subjectShop: subject.shopName,
      createdBy: viewer.customerId,
    }));
  const messageId = await postMessage(manager, uploads, viewer, { chatId, body, files: input.files });
  return { chatId, messageId, isNew: !existing };
}
