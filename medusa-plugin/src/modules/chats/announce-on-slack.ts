import type { EntityManager } from "typeorm";
import { config } from "../../lib/config";
import { translate } from "../../lib/i18n";
import type { OrganisationService } from "../organisations";
import { chatWithNames } from "./data-access";
import type { ChatMessageView } from "./types";

/** New chats, and messages in a chat about a claim, as short notices to both organisations' Slack. */
export async function announceOnSlack(
  manager: EntityManager,
  organisations: Pick<OrganisationService, "notifySlack">,
  chatId: string,
  message: ChatMessageView,
  isNew: boolean,
): Promise<void> {
  const chat = await chatWithNames(manager, chatId);
  if (!chat || (!isNew && !chat.claim_id)) return;
  const link = `${config.publicUrl()}/a/chats/${encodeURIComponent(chatId)}`;
  const about = translate("en", `chats:subjectLabel.${chat.subject_type}`, {
    reference: chat.subject_reference ?? "",
  });
  const text = isNew
    ? `New chat: ${chat.organisation_name} → ${chat.receiver_name} about ${about}. ${link}`
    : `New message about the claim on ${about} from ${message.author.name} (${message.author.organisationName}). ${link}`;
  await Promise.all(
    [chat.organisation_id, chat.receiver_organisation_id].map((id) => organisations.notifySlack(id, text)),
  );
}
