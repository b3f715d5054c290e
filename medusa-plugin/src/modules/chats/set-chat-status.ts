import type { ChatStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import { assertParticipant } from "./assert-participant";
import { updateChatStatus } from "./data-access";
import type { ChatViewer } from "./types";

/** A participant closes the chat (sending is refused until it is opened again) or reopens it; in the caller's transaction. */
export async function setChatStatus(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  status: ChatStatus,
): Promise<{ status: ChatStatus }> {
  const chat = await assertParticipant(manager, viewer, chatId, true);
  await updateChatStatus(manager, chatId, status);
  await recordAudit(manager, {
    organisationId: chat.organisation_id,
    subjectType: "chat",
    subjectId: chatId,
    subjectLabel: chat.subject_reference,
    action: "chat.status_changed",
    before: { status: chat.status },
    after: { status },
  });
  return { status };
}
