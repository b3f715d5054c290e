/**
 * What a person is told about in the app (issue 18, notification centre): each kind is something
 * the recipient must act on. Mail is separate (the personal settings' flags).
 */
export const NOTIFICATION_KINDS = [
  "chat_message",
  "claim_decided",
  "invoice_issued",
  "invoice_overdue",
  "stock_below_hint",
  "booking_changed",
  "card_disputed",
  "webhook_paused",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about; the web app turns it into a link. */
export const NOTIFICATION_SUBJECT_TYPES = ["chat", "claim", "invoice", "stock", "booking", "webhook"] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECT_TYPES)[number];

/**
 * The values a notification's text is made of (params jsonb). Only what the recipient may see
 * anyway: numbers, titles, statuses — no names, emails or addresses of other people.
 */
export type NotificationParams = {
  /** chat: the subject's reference (order number, product name) and the author's organisation. */
  reference?: string;
  organisationName?: string;
  /** chat: messages in this unread notification (a burst is one notification). */
  count?: number;
  /** claim: its order (the link) and number, the decided status. */
  orderId?: string;
  orderNumber?: string;
  status?: string;
  /** invoice: number, type, total in minor units and currency, due day (YYYY-MM-DD). */
  number?: string;
  type?: string;
  total?: number;
  currencyCode?: string;
  dueOn?: string;
  /** stock: the variant and location, what is available and the hint's target. */
  productTitle?: string;
  variantTitle?: string;
  locationName?: string;
  locationId?: string;
  available?: number;
  target?: number;
  /** booking: the service's name and the booking date. */
  serviceName?: string;
  bookingDate?: string;
};

/** Which subject each kind links to. */
export const NOTIFICATION_SUBJECT_OF: Record<NotificationKind, NotificationSubjectType> = {
  chat_message: "chat",
  claim_decided: "claim",
  invoice_issued: "invoice",
  invoice_overdue: "invoice",
  stock_below_hint: "stock",
  booking_changed: "booking",
  card_disputed: "invoice",
  webhook_paused: "webhook",
};
