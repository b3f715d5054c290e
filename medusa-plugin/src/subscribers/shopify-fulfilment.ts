import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa";
import { FULFILMENT_REQUESTED_EVENT, type OrderShippingService } from "../modules/orders";

/** A shipment of a shop order: its fulfilment with items and tracking goes to Shopify. */
export default async function shopifyFulfilmentHandler({ data, container }: SubscriberArgs<{ shipmentId: string }>) {
  await container.resolve<OrderShippingService>("orderShippingService").pushShipment(data.shipmentId);
}

export const config: SubscriberConfig = {
  event: FULFILMENT_REQUESTED_EVENT,
  context: { subscriberId: "shopify-fulfilment-push" },
};
