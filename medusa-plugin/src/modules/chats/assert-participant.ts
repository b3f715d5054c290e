import { CHAT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { findParticipantChat, type ParticipantChat } from "./data-access";
import type { ChatViewer } from "./types";

/** The chat's row when the viewer takes part in it; NOT_FOUND otherwise (nothing is revealed). */
export async function assertParticipant(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  lock = false,
): Promise<ParticipantChat> {
  const chat = await findParticipantChat(manager, viewer, chatId, lock);
  if (!chat) throw new DomainError("NOT_FOUND", CHAT_MESSAGES.notFound);
  return chat;
}
