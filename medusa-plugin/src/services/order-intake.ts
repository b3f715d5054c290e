import type { Order } from "@medusajs/medusa";
import { type EntityManager, In } from "typeorm";
import { currentActorId } from "../lib/audit";
import { PlatformService } from "../lib/platform-service";
import { fulfillmentStatusOf, type IncomingOrder, paymentStatusOf } from "../lib/shopify/orders";
import type { OrderExtension } from "../models/order-extension";
import type { Shop } from "../models/shop";
import {
  addressFields,
  customerNameOf,
  type InjectedDependencies,
  type IntakeResult,
  type Match,
  NO_EMAIL,
  type OrderPatch,
} from "./order-records";

export type { IntakeResult, ManualOrderInput } from "./order-records";
export { REDACTED_EMAIL } from "./order-records";

/**
 * Shopify orders → ordinary Medusa orders (Medusa's own tables, written through its repositories in
 * one transaction), plus our order_extension row. Idempotent: a transaction-scoped advisory lock on
 * the business key (shop, Shopify order id) serialises concurrent deliveries of one order, and the
 * unique index on that key is the last guard; older versions never overwrite newer ones.
 */ export default class OrderIntakeService extends PlatformService<InjectedDependencies> {
  /**
   * `create` (orders/create, reconciliation) leaves a stored order alone unless Shopify's version is
   * newer; `update` (orders/updated, orders/cancelled) applies the same version too (two changes
   * within Shopify's one-second updated_at resolution).
   */
  async upsert(shop: Shop, incoming: IncomingOrder, mode: "create" | "update" = "create"): Promise<IntakeResult> {
    if (!shop.organisation_id) throw new Error(`shop ${shop.domain} has no organisation yet`);
    // Read-mostly lookups outside the order's transaction, so concurrent intakes do not queue on them.
    const regionId = await this.deps_.orderRecordsService.regionFor(incoming);
    const shippingOptionId = await this.deps_.orderRecordsService.shopShippingOption(regionId);
    const salesChannelId = await this.deps_.orderRecordsService.salesChannelId();
    return await this.transaction_(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`shop-order:${shop.id}:${incoming.id}`]);
      const repos = this.deps_.orderRecordsService.repos(manager);
      const existing = await repos.extension.findOne({
        where: { shop_id: shop.id, external_order_id: incoming.id },
      });
      if (existing) {
        const stored = existing.external_updated_at?.getTime() ?? 0;
        const version = incoming.updatedAt.getTime();
        if (version < stored || (mode === "create" && version <= stored)) {
          return { orderId: existing.order_id, created: false, stale: true };
        }
        await this.update(manager, existing, shop, incoming, shippingOptionId);
        return { orderId: existing.order_id, created: false, stale: false };
      }
      const orderId = await this.create(manager, shop, incoming, { regionId, shippingOptionId, salesChannelId });
      return { orderId, created: true, stale: false };
    });
  }

  /** Writes a new order inside the caller's transaction (the intake's, or a manual order's). */
  async create(
    manager: EntityManager,
    shop: Shop,
    incoming: IncomingOrder,
    ids: { regionId: string; shippingOptionId: string; salesChannelId: string | null },
    /** A manual order: its lines already name platform variants, and it has no Shopify id. */
    manual: Map<string, Match> | null = null,
  ): Promise<string> {
    const repos = this.deps_.orderRecordsService.repos(manager);
    const email = (incoming.email ?? NO_EMAIL(shop.domain)).toLowerCase();
    const customerId = await this.deps_.orderRecordsService.guestCustomer(manager, email);
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
        region_id: ids.regionId,
        currency_code: incoming.currency.toLowerCase(),
        shipping_address_id: shippingAddress?.id,
        billing_address_id: billingAddress?.id,
        external_id: manual ? null : `gid://shopify/Order/${incoming.id}`,
        sales_channel_id: ids.salesChannelId,
        no_notification: true,
        canceled_at: incoming.cancelledAt ?? undefined,
        created_at: incoming.createdAt,
        metadata: manual
          ? { source: "manual", shop_domain: shop.domain }
          : { source: "shopify", shop_domain: shop.domain, shopify_order_name: incoming.name },
      } as Partial<Order> as Order),
    );
    const needsLinking = await this.deps_.orderRecordsService.writeItems(
      manager,
      shop,
      order.id,
      incoming,
      ids.shippingOptionId,
      manual,
    );
    await repos.extension.insert({
      order_id: order.id,
      organisation_id: shop.organisation_id as string,
      shop_id: shop.id,
      external_order_id: manual ? null : incoming.id,
      ...this.extensionFields(incoming, needsLinking),
      created_at: incoming.createdAt,
    });
    // Created by the shop, or (a manual order) by the member placing it: in the order's transaction.
    await this.deps_.orderHistoryService.record(manager, {
      orderId: order.id,
      organisationId: shop.organisation_id as string,
      type: "created",
      data: manual ? { source: "manual" } : { source: "shopify", shop: shop.domain, name: incoming.name },
      actor: manual ? currentActorId() : "shop",
    });
    // Where it ships from, with its stock reserved, in the same transaction (cancelled: not routed).
    if (!incoming.cancelledAt) await this.deps_.orderRoutingService.routeOrder(manager, order.id);
    return order.id;
  }

  private extensionFields(incoming: IncomingOrder, needsLinking: boolean) {
    return {
      external_order_name: incoming.name,
      external_customer_id: incoming.customer?.id ?? null,
      external_updated_at: incoming.updatedAt,
      customer_name: customerNameOf(incoming),
      currency_code: incoming.currency.toLowerCase(),
      subtotal: incoming.totals.subtotal,
      shipping_total: incoming.totals.shipping,
      tax_total: incoming.totals.tax,
      discount_total: incoming.totals.discount,
      total: incoming.totals.total,
      needs_linking: needsLinking,
    };
  }

  private async update(
    manager: EntityManager,
    existing: OrderExtension,
    shop: Shop,
    incoming: IncomingOrder,
    shippingOptionId: string,
  ): Promise<void> {
    const repos = this.deps_.orderRecordsService.repos(manager);
    const order = await repos.order.findOneOrFail({ where: { id: existing.order_id } });
    const shipped = Boolean(existing.shipped_at);
    const next = {
      status: incoming.cancelledAt ? "canceled" : order.status,
      payment: paymentStatusOf(incoming),
      fulfillment: incoming.cancelledAt
        ? "canceled"
        : shipped
          ? order.fulfillment_status
          : fulfillmentStatusOf(incoming),
    };
    const changes = [
      { field: "status", from: order.status as string, to: next.status as string },
      { field: "payment", from: order.payment_status as string, to: next.payment },
      { field: "fulfillment", from: order.fulfillment_status as string, to: next.fulfillment as string },
    ].filter((c) => c.from !== c.to);
    for (const change of changes) {
      await this.deps_.orderHistoryService.record(manager, {
        orderId: order.id,
        organisationId: existing.organisation_id,
        type: "status_changed",
        data: change,
        actor: "shop",
      });
    }
    await repos.order.update({ id: order.id }, {
      status: next.status,
      fulfillment_status: next.fulfillment as Order["fulfillment_status"],
      payment_status: next.payment as Order["payment_status"],
      canceled_at: incoming.cancelledAt ?? undefined,
    } as OrderPatch);
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
      needsLinking = await this.deps_.orderRecordsService.writeItems(
        manager,
        shop,
        order.id,
        incoming,
        shippingOptionId,
      );
    }
    const fields = this.extensionFields(incoming, needsLinking);
    if (existing.address_edited_at) fields.customer_name = existing.customer_name;
    await repos.extension.update({ order_id: order.id }, fields);
    if (incoming.cancelledAt) {
      // A cancelled order gives back the stock it reserved.
      await this.deps_.locationStockService.releaseOrder(manager, order.id);
    } else if (!shipped) {
      // New items (or address): route again; its earlier reservation is released first.
      await this.deps_.orderRoutingService.routeOrder(manager, order.id);
    }
  }
}
