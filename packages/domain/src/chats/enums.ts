/** What a chat is about; product requests and packaging orders register their kinds when they land. */
export const CHAT_SUBJECT_TYPES = ["order", "product_request", "packaging_order", "booking"] as const;

export type ChatSubjectType = (typeof CHAT_SUBJECT_TYPES)[number];

export const CHAT_STATUSES = ["open", "closed"] as const;

export type ChatStatus = (typeof CHAT_STATUSES)[number];
