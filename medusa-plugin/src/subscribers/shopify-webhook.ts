import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa";
import type ShopifyWebhookService from "../services/shopify-webhook";
import { WEBHOOK_RECEIVED_EVENT } from "../services/shopify-webhook";

/** A stored Shopify webhook delivery is processed in the background. */
export default async function shopifyWebhookHandler({ data, container }: SubscriberArgs<{ id: string }>) {
  await container.resolve<ShopifyWebhookService>("shopifyWebhookService").process(data.id);
}

export const config: SubscriberConfig = {
  event: WEBHOOK_RECEIVED_EVENT,
  context: { subscriberId: "shopify-webhook-intake" },
};
