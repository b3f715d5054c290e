import type { Order } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { fulfillmentStatusOf, type IncomingOrder, paymentStatusOf } from "../../lib/shopify/orders";
import type { Shop } from "../../models/shop";
import { currentActorId } from "../audit";
import type { OrderRoutingService } from "../locations";
import { addressFields, extensionFields, type Match, NO_EMAIL } from "./order-fields";
import type OrderRecordsService from "./order-records-service";
import { recordOrderEvent } from "./record-order-event";
import { syncShopPayment } from "./shop-payment";

export type WriteOrderDeps = {
  records: Pick<OrderRecordsService, "repos" | "guestCustomer" | "writeItems">;
  routing: Pick<OrderRoutingService, "routeOrder">;
};

/** The region, "Shop shipping" option and sales channel a new order is written with. */
export type OrderPlacement = { regionId: string; shippingOptionId: string; salesChannelId: string | null };

/**
 * Writes a new order inside the caller's transaction (the intake's, or a manual order's): Medusa's
 * order with addresses, items and shipping, our extension, its "created" history entry and its routing.
 */
export async function writeOrder(
  manager: EntityManager,
  deps: WriteOrderDeps,
  shop: Shop,
  incoming: IncomingOrder,
  placement: OrderPlacement,
  /** A manual order: its lines already name platform variants, and it has no Shopify id. */
  manual: Map<string, Match> | null = null,
): Promise<string> {
  const repos = deps.records.repos(manager);
  const email = (incoming.email ?? NO_EMAIL(shop.domain)).toLowerCase();
  const customerId = await deps.records.guestCustomer(manager, email);
  const [shippingAddress, billingAddress] = await repos.address.save([
    repos.address.create(addressFields(incoming.shippingAddress)),
    repos.address.create(addressFields(incoming.billingAddress ?? incoming.shippingAddress)),
  ]);
  const order = await repos.order.save(
    repos.order.create({
      status: incoming.cancelledAt ? "canceled" : "pending",
      fulfillment_status: fulfillmentStatusOf(incoming),
      payment_status: manual ? "not_paid" : paymentStatusOf(incoming),
      customer_id: customerId,
      email,
      region_id: placement.regionId,
      currency_code: incoming.currency.toLowerCase(),
      shipping_address_id: shippingAddress?.id,
      billing_address_id: billingAddress?.id,
      external_id: manual ? null : `gid://shopify/Order/${incoming.id}`,
      sales_channel_id: placement.salesChannelId,
      no_notification: true,
      canceled_at: incoming.cancelledAt ?? undefined,
      created_at: incoming.createdAt,
      metadata: manual
        ? { source: "manual", shop_domain: shop.domain }
        : { source: "shopify", shop_domain: shop.domain, shopify_order_name: incoming.name },
    } as Partial<Order> as Order),
  );
  const needsLinking = await deps.records.writeItems(
    manager,
    shop,
    order.id,
    incoming,
    placement.shippingOptionId,
    manual,
  );
  // What the shop charged, as Medusa's payment (and refund) rows: Medusa Admin's "Total Paid".
  if (!manual) await syncShopPayment(repos, order, incoming);
  await repos.extension.insert({
    order_id: order.id,
    organisation_id: shop.organisation_id as string,
    shop_id: shop.id,
    external_order_id: manual ? null : incoming.id,
    ...extensionFields(incoming, needsLinking),
    created_at: incoming.createdAt,
  });
  // Created by the shop, or (a manual order) by the member placing it: in the order's transaction.
  await recordOrderEvent(manager, {
    orderId: order.id,
    organisationId: shop.organisation_id as string,
    type: "created",
    data: manual ? { source: "manual" } : { source: "shopify", shop: shop.domain, name: incoming.name },
    actor: manual ? currentActorId() : "shop",
  });
  // Where it ships from, with its stock reserved, in the same transaction (cancelled: not routed).
  if (!incoming.cancelledAt) await deps.routing.routeOrder(manager, order.id);
  return order.id;
}
