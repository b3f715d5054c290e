// The webhooks module's public surface: the outbox writer other domains call in their change's
// transaction, the service (services/webhook.ts re-exports it), and its router (trpc/router.ts
// mounts it as `webhooks`).
export { recordWebhookEvent, type WebhookEventInput } from "./record-webhook-event";
export { webhooksRouter } from "./router";
export { default as WebhookService } from "./service";
export type { WebhookDeliveryView, WebhookEndpointView } from "./types";
