/**
 * The events an organisation's webhook endpoints may subscribe to (issue 35). Written in the
 * outbox (`webhook_event`) in the transaction of the change they report.
 */
export const WEBHOOK_EVENT_TYPES = [
  "order.created",
  "order.shipped",
  "order.cancelled",
  "invoice.issued",
  "invoice.paid",
  "stock.low",
  "claim.decided",
  "retour.recorded",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** active: delivered; paused: by an admin or after repeated failure (kept, sent on resume); disabled: by support. */
export const WEBHOOK_ENDPOINT_STATUSES = ["active", "paused", "disabled"] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** pending: waiting for its next attempt; delivered: a 2xx answer; failed: every attempt failed. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
