import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa";
import { type ShopifyWebhookService, WEBHOOK_RECEIVED_EVENT } from "../modules/shops";

/** A stored Shopify webhook delivery is processed in the background. */
export default async function shopifyWebhookHandler({ data, container }: SubscriberArgs<{ id: string }>) {
  await container.resolve<ShopifyWebhookService>("shopifyWebhookService").process(data.id);
}

export const config: SubscriberConfig = {
  event: WEBHOOK_RECEIVED_EVENT,
  context: { subscriberId: "shopify-webhook-intake" },
};
