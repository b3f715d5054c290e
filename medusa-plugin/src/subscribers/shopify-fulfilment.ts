import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa";
import type PlatformOrderService from "../services/platform-order";
import { FULFILMENT_REQUESTED_EVENT } from "../services/platform-order";

/** A shipment of a shop order: its fulfilment with items and tracking goes to Shopify. */
export default async function shopifyFulfilmentHandler({ data, container }: SubscriberArgs<{ shipmentId: string }>) {
  await container.resolve<PlatformOrderService>("platformOrderService").pushShipment(data.shipmentId);
}

export const config: SubscriberConfig = {
  event: FULFILMENT_REQUESTED_EVENT,
  context: { subscriberId: "shopify-fulfilment-push" },
};
