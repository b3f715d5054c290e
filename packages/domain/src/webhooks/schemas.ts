import { z } from "zod";
import { entityId } from "../shared/schemas";
import { WEBHOOK_EVENT_TYPES } from "./enums";
import { WEBHOOK_MESSAGES } from "./messages";

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** The URL's shape only; whether its host may be called (https, no private address) is the backend's check. */
const webhookUrl = z
  .string()
  .trim()
  .max(2000, { message: WEBHOOK_MESSAGES.urlInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { message: WEBHOOK_MESSAGES.urlInvalid },
  );

/** A new endpoint: where to, what for, which events. */
export const createWebhookEndpointSchema = z.object({
  url: webhookUrl,
  description: z.string().trim().max(200).optional().default(""),
  eventTypes: z
    .array(webhookEventType)
    .min(1, { message: WEBHOOK_MESSAGES.eventTypesRequired })
    .max(WEBHOOK_EVENT_TYPES.length * 2)
    .transform((types) => [...new Set(types)].sort()),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

export const webhookEndpointIdSchema = z.object({ id: entityId });
export type WebhookEndpointIdInput = z.infer<typeof webhookEndpointIdSchema>;

export const webhookDeliveriesSchema = z.object({ endpointId: entityId });

export const redeliverWebhookSchema = z.object({ deliveryId: entityId });
