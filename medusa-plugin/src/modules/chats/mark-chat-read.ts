import type { EntityManager } from "typeorm";
import { settleChatNotifications } from "../notifications";
import { assertParticipant } from "./assert-participant";
import { lastSeqOf, moveReadMark } from "./data-access";
import type { ChatViewer } from "./types";

/** Moves the viewer's read mark forward (never back); read to the end, the chat's bell notification is read too. */
export async function markChatRead(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  seq: number,
): Promise<{ lastReadSeq: number }> {
  await assertParticipant(manager, viewer, chatId);
  const lastReadSeq = await moveReadMark(manager, chatId, viewer.customerId, seq);
  if (lastReadSeq >= (await lastSeqOf(manager, chatId))) {
    await settleChatNotifications(manager, {
      chatId,
      organisationId: viewer.organisationId,
      customerId: viewer.customerId,
    });
  }
  return { lastReadSeq };
}
