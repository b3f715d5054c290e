import type { Language } from "@platform/domain";

/** A person's own settings: chat mails and the language of the interface and of their mails. */
export type PersonalSettings = { orderChatEmail: boolean; productRequestChatEmail: boolean; language: Language };
