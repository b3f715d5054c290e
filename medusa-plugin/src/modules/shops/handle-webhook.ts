import type { EntityManager } from "typeorm";
import type MailerService from "../../lib/mailer";
import { fromWebhookPayload } from "../../lib/shopify/orders";
import { checkOrderPayload, editedOrderId } from "../../lib/shopify/webhook-payload";
import type { Shop } from "../../models/shop";
import type { ShopifyWebhook } from "../../models/shopify-webhook";
import type { CustomerDataService } from "../accounts";
import type { OrderIntakeService, OrderShippingService } from "../orders";
import { erasePayloads, ownersOf } from "./data-access/shopify-webhooks";
import type ShopService from "./shop-service";
import type ShopifyClientService from "./shopify-client-service";

const ORDER_TOPICS = new Set(["ORDERS_CREATE", "ORDERS_UPDATED", "ORDERS_CANCELLED"]);

type Json = Record<string, unknown>;

/** A payload that stays invalid: failed at once, never retried. */
export class InvalidPayload extends Error {}

export type WebhookHandlers = {
  /** The base manager (not the delivery's claim): erasing payloads and finding owners run outside it. */
  manager: EntityManager;
  shopService: ShopService;
  orderIntakeService: OrderIntakeService;
  customerDataService: CustomerDataService;
  mailerService: MailerService;
  shopifyClientService: Pick<ShopifyClientService, "order">;
  orderShippingService: Pick<OrderShippingService, "wakeWaiting">;
};

/** What one claimed delivery does: an order written, the shop disconnected or redacted, a data request reported. */
export async function handleWebhook(
  deps: WebhookHandlers,
  delivery: ShopifyWebhook,
): Promise<"processed" | "deferred"> {
  const shops = deps.shopService;
  const payload = (delivery.payload ?? {}) as Json;
  const shop = await shops.retrieveByDomain(delivery.shop_domain);
  if (ORDER_TOPICS.has(delivery.topic)) {
    if (!shop) return "processed";
    // Installed, but nobody has signed in to claim the shop yet: processed once it is claimed.
    if (!shop.organisation_id) return "deferred";
    // After app/uninstalled (or shop/redact) the shop sends nothing more: a late or forged order is not taken.
    if (shop.status === "disconnected") return "processed";
    const order = checkOrderPayload(payload);
    if (!order.ok) throw new InvalidPayload(order.reason);
    await deps.orderIntakeService.upsert(
      shop,
      fromWebhookPayload(order.payload),
      delivery.topic === "ORDERS_CREATE" ? "create" : "update",
    );
    return "processed";
  }
  switch (delivery.topic) {
    case "ORDERS_EDITED": {
      // The body names the edit, not the order as it stands: that is read from Shopify (current
      // quantities, added lines) and applied like orders/updated. A failed read is retried.
      if (!shop) return "processed";
      if (!shop.organisation_id) return "deferred";
      if (shop.status === "disconnected") return "processed";
      const edited = editedOrderId(payload);
      if (!edited.ok) throw new InvalidPayload(edited.reason);
      const order = await deps.shopifyClientService.order(shop.id, `gid://shopify/Order/${edited.orderId}`);
      if (order) await deps.orderIntakeService.upsert(shop, order, "update");
      return "processed";
    }
    case "FULFILLMENT_ORDERS_HOLD_RELEASED":
    case "FULFILLMENT_ORDERS_SCHEDULED_FULFILLMENT_ORDER_READY":
      // A fulfilment order can be fulfilled now: the shop's shipments waiting for one are pushed.
      if (shop?.organisation_id) await deps.orderShippingService.wakeWaiting(shop.id);
      return "processed";
    case "APP_UNINSTALLED":
      await shops.disconnect(delivery.shop_domain);
      return "processed";
    case "CUSTOMERS_REDACT": {
      if (!shop) return "processed";
      const customer = (payload.customer ?? {}) as Json;
      await deps.customerDataService.redact(shop, {
        customerId: customer.id ? String(customer.id) : null,
        email: customer.email ? String(customer.email) : null,
        orderIds: ((payload.orders_to_redact as unknown[]) ?? []).map(String),
      });
      await erasePayloadsBut(deps, delivery);
      return "processed";
    }
    case "SHOP_REDACT":
      if (!shop) return "processed";
      await deps.customerDataService.redact(shop, { all: true });
      await shops.eraseShopSecrets(shop.id);
      await erasePayloadsBut(deps, delivery);
      return "processed";
    case "CUSTOMERS_DATA_REQUEST":
      if (shop?.organisation_id) await reportDataRequest(deps, shop.organisation_id, shop, payload);
      return "processed";
    default:
      return "processed";
  }
}

/**
 * Stored deliveries of the shop keep no personal data (processed ones have none already). The
 * delivery being processed is left out: its claim holds its row, and it is cleared when it ends.
 */
async function erasePayloadsBut(deps: WebhookHandlers, delivery: ShopifyWebhook): Promise<void> {
  await erasePayloads(deps.manager, delivery.shop_domain, delivery.id);
}

/** customers/data_request: the organisation's owners get the list of that customer's orders we hold. */
async function reportDataRequest(deps: WebhookHandlers, organisationId: string, shop: Shop, payload: Json) {
  const customer = (payload.customer ?? {}) as Json;
  const email = customer.email ? String(customer.email) : null;
  const orders = await deps.customerDataService.ordersOfCustomer(
    shop,
    customer.id ? String(customer.id) : null,
    email,
    ((payload.orders_requested as unknown[]) ?? []).map(String),
  );
  const owners = await ownersOf(deps.manager, organisationId);
  const list = orders.map((o) => `${o.name ?? ""} (#${o.display_id})`.trim()).join("\n") || "—";
  for (const owner of owners) {
    await deps.mailerService
      .sendTranslated(owner.email, owner.language, "shopDataRequest", {
        shop: shop.domain,
        customer: email ?? String(customer.id ?? ""),
        orders: list,
      })
      .catch((error: unknown) => console.error(`[mail] shopDataRequest to ${owner.email} failed`, error));
  }
}
