import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa";
import type PlatformOrderService from "../services/platform-order";
import { FULFILMENT_REQUESTED_EVENT } from "../services/platform-order";

/** A shipped shop order: its fulfilment with tracking goes to Shopify. */
export default async function shopifyFulfilmentHandler({ data, container }: SubscriberArgs<{ orderId: string }>) {
  await container.resolve<PlatformOrderService>("platformOrderService").pushFulfilment(data.orderId);
}

export const config: SubscriberConfig = {
  event: FULFILMENT_REQUESTED_EVENT,
  context: { subscriberId: "shopify-fulfilment-push" },
};
