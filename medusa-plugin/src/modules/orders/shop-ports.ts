// What orders need of the shops module, declared here instead of imported: shops depends on orders
// (webhooks and the sync job feed the intake and retry the pushes), so orders must not depend on
// shops. Medusa injects `shopService` and `shopifyClientService`, which have these shapes.
import type { Shop } from "../../models/shop";

/** One shop by id (shopService). */
export type ShopLookup = { retrieve(shopId: string): Promise<Shop> };

/** Sends a shipment to Shopify (shopifyClientService's fulfillmentCreate); returns the fulfilment ids. */
export type FulfilmentSender = {
  createFulfilment(
    shopId: string,
    shopifyOrderId: string,
    tracking: { company: string | null; numbers: string[]; urls: string[] },
    items?: Array<{ lineItemId: string; quantity: number }> | null,
    earlier?: string[],
  ): Promise<string[]>;
};
