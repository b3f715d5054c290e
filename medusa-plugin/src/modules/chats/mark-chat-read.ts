import type { EntityManager } from "typeorm";
import { assertParticipant } from "./assert-participant";
import { moveReadMark } from "./data-access";
import type { ChatViewer } from "./types";

/** Moves the viewer's read mark forward (never back). */
export async function markChatRead(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  seq: number,
): Promise<{ lastReadSeq: number }> {
  await assertParticipant(manager, viewer, chatId);
  return { lastReadSeq: await moveReadMark(manager, chatId, viewer.customerId, seq) };
}
