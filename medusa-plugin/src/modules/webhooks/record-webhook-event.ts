import { generateEntityId } from "@medusajs/medusa";
import type { WebhookEventType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { insertEventWithDeliveries } from "./data-access";

export type WebhookEventInput = {
  organisationId: string;
  type: WebhookEventType;
  /** What the event says: ids, numbers and statuses, never the end customer's personal data. */
  data: Record<string, unknown>;
};

/**
 * The outbox: writes the event and its deliveries in the caller's transaction, so a change and
 * its webhook exist together or not at all. The event's id is the `webhook-id` of every attempt.
 */
export async function recordWebhookEvent(manager: EntityManager, input: WebhookEventInput): Promise<void> {
  const id = generateEntityId(undefined, "msg");
  await insertEventWithDeliveries(manager, {
    id,
    organisationId: input.organisationId,
    type: input.type,
    payload: { type: input.type, timestamp: new Date().toISOString(), data: input.data },
  });
}
