import type { WebhookDeliveryStatus, WebhookEndpointStatus, WebhookEventType } from "@platform/domain";

/** An endpoint as the settings list shows it: never its secret. */
export type WebhookEndpointView = {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  status: WebhookEndpointStatus;
  /** Since when every attempt has failed (null: the last one succeeded, or none yet). */
  failingSince: Date | null;
  pausedAt: Date | null;
  createdAt: Date;
};

export type WebhookAttemptView = {
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
};

/** One event's delivery to the endpoint, with its attempts (newest first). */
export type WebhookDeliveryView = {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttemptView[];
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
};
