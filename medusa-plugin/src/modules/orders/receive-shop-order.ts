import type { Order } from "@medusajs/medusa";
import { type EntityManager, In } from "typeorm";
import { fulfillmentStatusOf, type IncomingOrder, paymentStatusOf } from "../../lib/shopify/orders";
import type { OrderExtension } from "../../models/order-extension";
import type { Shop } from "../../models/shop";
import type { LocationStockService } from "../locations";
import { lockKey } from "./data-access/intake";
import { selectItemsSnapshot } from "./data-access/order-edits";
import { addressFields, extensionFields, type IntakeResult, type OrderPatch } from "./order-fields";
import type OrderRecordsService from "./order-records-service";
import { recordOrderEvent } from "./record-order-event";
import { syncShopPayment } from "./shop-payment";
import { type WriteOrderDeps, writeOrder } from "./write-order";

export type ReceiveShopOrderDeps = WriteOrderDeps & {
  records: Pick<OrderRecordsService, "regionFor" | "shopShippingOption" | "salesChannelId">;
  stock: Pick<LocationStockService, "releaseOrder">;
  transaction: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>;
};

/**
 * A Shopify order version → an ordinary Medusa order plus our extension, in one transaction.
 * `create` (orders/create, reconciliation) leaves a stored order alone unless Shopify's version is
 * newer; `update` (orders/updated, orders/cancelled) applies the same version too (two changes
 * within Shopify's one-second updated_at resolution).
 */
export async function receiveShopOrder(
  deps: ReceiveShopOrderDeps,
  shop: Shop,
  incoming: IncomingOrder,
  mode: "create" | "update",
): Promise<IntakeResult> {
  if (!shop.organisation_id) throw new Error(`shop ${shop.domain} has no organisation yet`);
  // Read-mostly lookups outside the order's transaction, so concurrent intakes do not queue on them.
  const regionId = await deps.records.regionFor(incoming);
  const shippingOptionId = await deps.records.shopShippingOption(regionId);
  const salesChannelId = await deps.records.salesChannelId();
  return await deps.transaction(async (manager) => {
    // The business key (shop, Shopify order id) serialises concurrent deliveries of one order.
    await lockKey(manager, `shop-order:${shop.id}:${incoming.id}`);
    // Locked before the order row, as shipping, edits and retours lock it: one lock order, no deadlock.
    const existing = await deps.records.repos(manager).extension.findOne({
      where: { shop_id: shop.id, external_order_id: incoming.id },
      lock: { mode: "pessimistic_write" },
    });
    if (existing) {
      const stored = existing.external_updated_at?.getTime() ?? 0;
      const version = incoming.updatedAt.getTime();
      if (version < stored || (mode === "create" && version <= stored)) {
        return { orderId: existing.order_id, created: false, stale: true };
      }
      await applyShopVersion(manager, deps, existing, shop, incoming, shippingOptionId);
      return { orderId: existing.order_id, created: false, stale: false };
    }
    const orderId = await writeOrder(manager, deps, shop, incoming, { regionId, shippingOptionId, salesChannelId });
    return { orderId, created: true, stale: false };
  });
}

/** A newer version of a stored shop order: statuses always, personal data unless redacted, items until shipped. */
async function applyShopVersion(
  manager: EntityManager,
  deps: ReceiveShopOrderDeps,
  existing: OrderExtension,
  shop: Shop,
  incoming: IncomingOrder,
  shippingOptionId: string,
): Promise<void> {
  const repos = deps.records.repos(manager);
  const order = await repos.order.findOneOrFail({ where: { id: existing.order_id } });
  const shipped = Boolean(existing.shipped_at);
  const next = {
    status: incoming.cancelledAt ? "canceled" : order.status,
    payment: paymentStatusOf(incoming),
    fulfillment: incoming.cancelledAt ? "canceled" : shipped ? order.fulfillment_status : fulfillmentStatusOf(incoming),
  };
  const changes = [
    { field: "status", from: order.status as string, to: next.status as string },
    { field: "payment", from: order.payment_status as string, to: next.payment },
    { field: "fulfillment", from: order.fulfillment_status as string, to: next.fulfillment as string },
  ].filter((c) => c.from !== c.to);
  for (const change of changes) {
    await recordOrderEvent(manager, {
      orderId: order.id,
      organisationId: existing.organisation_id,
      type: "status_changed",
      data: change,
      actor: "shop",
    });
  }
  // Only what changed is written: a status the platform set meanwhile (a retour) is not put back.
  await repos.order.update({ id: order.id }, {
    status: next.status,
    ...(next.fulfillment === order.fulfillment_status
      ? {}
      : { fulfillment_status: next.fulfillment as Order["fulfillment_status"] }),
    payment_status: next.payment as Order["payment_status"],
    canceled_at: incoming.cancelledAt ?? undefined,
  } as OrderPatch);
  await syncShopPayment(repos, order, incoming);
  if (existing.redacted_at) {
    // After a redaction no personal data comes back in; statuses still follow Shopify.
    await repos.extension.update({ order_id: order.id }, { external_updated_at: incoming.updatedAt });
    return;
  }
  if (incoming.email) await repos.order.update({ id: order.id }, { email: incoming.email.toLowerCase() });
  // A member's correction of the address wins over the shop's later versions.
  if (order.shipping_address_id && !existing.address_edited_at) {
    await repos.address.update({ id: order.shipping_address_id }, addressFields(incoming.shippingAddress));
  }
  if (order.billing_address_id) {
    await repos.address.update(
      { id: order.billing_address_id },
      addressFields(incoming.billingAddress ?? incoming.shippingAddress),
    );
  }
  // What the shop changed in the items (an order edit, a refund before shipment) is shown in the
  // order's history; after shipment it is only reported, as the goods have already left.
  const before = await selectItemsSnapshot(manager, order.id);
  const after = {
    lines: incoming.lineItems.map((line) => `${line.quantity} × ${line.name}`),
    total: incoming.totals.total,
  };
  if (JSON.stringify(before.lines) !== JSON.stringify(after.lines)) {
    await recordOrderEvent(manager, {
      orderId: order.id,
      organisationId: existing.organisation_id,
      type: shipped ? "changed_after_shipment" : "items_edited",
      data: { before, after },
      actor: "shop",
    });
  }
  let needsLinking = existing.needs_linking;
  if (!shipped) {
    // Items and shipping follow Shopify's latest version until the order has left the warehouse.
    const items = await repos.item.find({ where: { order_id: order.id }, select: ["id"] });
    if (items.length) {
      await repos.itemTax.delete({ item_id: In(items.map((i) => i.id)) });
      await repos.item.delete(items.map((i) => i.id));
    }
    const methods = await repos.shipping.find({ where: { order_id: order.id }, select: ["id"] });
    if (methods.length) {
      await repos.shippingTax.delete({ shipping_method_id: In(methods.map((m) => m.id)) });
      await repos.shipping.delete(methods.map((m) => m.id));
    }
    needsLinking = await deps.records.writeItems(manager, shop, order.id, incoming, shippingOptionId);
  }
  const fields = extensionFields(incoming, needsLinking);
  if (existing.address_edited_at) fields.customer_name = existing.customer_name;
  await repos.extension.update({ order_id: order.id }, fields);
  if (!shipped) {
    // New items (or address): route again; its earlier reservation is released first. A cancelled
    // order (or one the shop finished itself) gives back its stock and leaves its location.
    await deps.routing.routeOrder(manager, order.id);
  } else if (incoming.cancelledAt) {
    await deps.stock.releaseOrder(manager, order.id);
  }
}
