import { CHAT_MESSAGES, supplierAvailability } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../../lib/dates";
import { DomainError } from "../../lib/domain-error";
import { assertParticipant } from "./assert-participant";
import { chatRow } from "./data-access";
import { toListItem } from "./list-chats";
import { chatSubjectKind } from "./subjects";
import type { ChatDetail, ChatViewer } from "./types";

/** One chat with its subject's context, the claim, the receiver and the supplier's availability. */
export async function getChat(
  manager: EntityManager,
  viewer: ChatViewer,
  chatId: string,
  now = new Date(),
): Promise<ChatDetail> {
  await assertParticipant(manager, viewer, chatId);
  const row = await chatRow(manager, viewer.customerId, chatId);
  if (!row) throw new DomainError("NOT_FOUND", CHAT_MESSAGES.notFound);
  const kind = chatSubjectKind(row.subject_type);
  const subject = kind ? await kind.load(manager, row.subject_id) : null;
  const context = subject
    ? {
        title: subject.title,
        reference: subject.reference,
        orderNumber: subject.orderNumber,
        shopName: subject.shopName,
        status: subject.status,
      }
    : null;
  const timeZone = platformTimeZone();
  const hours = row.receiver_type === "supplier" ? supplierAvailability(now, timeZone) : null;
  return {
    ...toListItem(row),
    lastSeq: Number(row.last_seq),
    lastReadSeq: Number(row.last_read_seq ?? 0),
    context,
    availability: hours ? { available: hours.available, nextOpening: hours.nextOpening, timeZone } : null,
  };
}
