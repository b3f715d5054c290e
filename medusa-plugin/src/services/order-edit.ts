import { type CreateOrderInput, ORDER_MESSAGES, type UpdateOrderInput } from "@platform/domain";
import { recordAudit } from "../lib/audit";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { OrderExtension } from "../models/order-extension";
import { OrderShipment } from "../models/order-shipment";
import { orderLabel } from "./order-history";
import { type InjectedDependencies, lockOwnedOrder } from "./platform-order";

/** A merchant's own changes to its orders: manual orders, address and items until shipped, deletion until shipped. */
export default class OrderEditService extends PlatformService<InjectedDependencies> {
  /** A manual order for one of the organisation's own shops; Medusa's tables as for a shop's order. */
  async create(organisationId: string, _actor: string, input: CreateOrderInput): Promise<{ id: string }> {
    const shops = await this.activeManager_.query(
      `SELECT id FROM shop WHERE id = $1 AND organisation_id = $2 AND status <> 'pending'`,
      [input.shopId, organisationId],
    );
    if (!shops[0]) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.shopNotYours, "shopId");
    const shop = await this.deps_.shopService.retrieve(input.shopId);
    const orderId = await this.deps_.manualOrderService.createManual(shop, {
      email: input.email ?? null,
      shippingAddress: input.shippingAddress,
      items: input.items,
    });
    // Its history and audit entry ("created") are written with the order, in its transaction.
    return { id: orderId };
  }

  /** Address (any unshipped order) and items (manual orders) until something has been shipped. */
  async update(organisationId: string, actor: string, input: UpdateOrderInput): Promise<void> {
    await this.transaction_(async (manager) => {
      const extension = await lockOwnedOrder(manager, organisationId, input.orderId);
      const [order] = await manager.query(
        `SELECT status, fulfillment_status, shipping_address_id FROM "order" WHERE id = $1`,
        [input.orderId],
      );
      const shipments = await manager.getRepository(OrderShipment).count({ where: { order_id: input.orderId } });
      if (order.status === "canceled" || order.fulfillment_status !== "not_fulfilled" || shipments > 0) {
        throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notEditable);
      }
      if (input.items && extension.external_order_id) {
        throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.shopOrderItems, "items");
      }
      if (input.shippingAddress) {
        const a = input.shippingAddress;
        const [before] = await manager.query(
          `SELECT first_name, last_name, company, address_1, address_2, city, postal_code, province, country_code, phone
             FROM address WHERE id = $1`,
          [order.shipping_address_id],
        );
        await manager.query(
          `UPDATE address SET first_name = $2, last_name = $3, company = $4, address_1 = $5, address_2 = $6, city = $7,
                  postal_code = $8, province = $9, country_code = $10, phone = $11, updated_at = now()
            WHERE id = $1`,
          [
            order.shipping_address_id,
            a.firstName,
            a.lastName,
            a.company ?? null,
            a.address1,
            a.address2 ?? null,
            a.city,
            a.postalCode,
            a.province ?? null,
            a.countryCode.toLowerCase(),
            a.phone ?? null,
          ],
        );
        await manager
          .getRepository(OrderExtension)
          .update(
            { order_id: input.orderId },
            { customer_name: `${a.firstName} ${a.lastName}`, address_edited_at: new Date() },
          );
        await this.deps_.orderHistoryService.record(manager, {
          orderId: input.orderId,
          organisationId,
          type: "address_edited",
          data: { city: a.city, countryCode: a.countryCode },
          actor,
        });
        await recordAudit(manager, {
          organisationId,
          subjectType: "order",
          subjectId: input.orderId,
          subjectLabel: await orderLabel(manager, input.orderId),
          action: "order.address_edited",
          before: before ?? null,
          after: {
            first_name: a.firstName,
            last_name: a.lastName,
            company: a.company ?? null,
            address_1: a.address1,
            address_2: a.address2 ?? null,
            city: a.city,
            postal_code: a.postalCode,
            province: a.province ?? null,
            country_code: a.countryCode.toLowerCase(),
            phone: a.phone ?? null,
          },
          // The end customer's name, street and phone show as changed, never as they read.
          hide: ["first_name", "last_name", "company", "address_1", "address_2", "phone"],
        });
      }
      if (input.items) {
        await this.deps_.manualOrderService.replaceManualItems(manager, input.orderId, input.items);
        await this.deps_.orderHistoryService.record(manager, {
          orderId: input.orderId,
          organisationId,
          type: "items_edited",
          data: { items: input.items.length },
          actor,
        });
      }
      // New items or a new shipping country: route again (the earlier reservation is released first).
      if (input.shippingAddress || input.items) await this.deps_.orderRoutingService.routeOrder(manager, input.orderId);
    });
  }

  /** Only while nothing has been shipped and no claim refers to it; otherwise the reason is the error. */
  async delete(organisationId: string, orderId: string): Promise<void> {
    await this.transaction_(async (manager) => {
      await lockOwnedOrder(manager, organisationId, orderId);
      const [order] = await manager.query(
        `SELECT o.fulfillment_status, o.shipping_address_id, o.billing_address_id,
                (SELECT count(*)::int FROM order_shipment s WHERE s.order_id = o.id) AS shipments,
                (SELECT count(*)::int FROM claim c WHERE c.order_id = o.id) AS claims
           FROM "order" o WHERE o.id = $1`,
        [orderId],
      );
      if (order.shipments > 0 || !["not_fulfilled", "canceled"].includes(order.fulfillment_status)) {
        throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notDeletable);
      }
      if (order.claims > 0) throw new DomainError("BAD_REQUEST", "orders:errors.hasClaims");
      const [gone] = await manager.query(
        `SELECT coalesce(e.external_order_name, '#' || o.display_id) AS label, o.status, o.payment_status,
                o.fulfillment_status, e.total, e.currency_code
           FROM "order" o JOIN order_extension e ON e.order_id = o.id WHERE o.id = $1`,
        [orderId],
      );
      await recordAudit(manager, {
        organisationId,
        subjectType: "order",
        subjectId: orderId,
        subjectLabel: gone?.label ?? null,
        action: "order.deleted",
        before: gone
          ? {
              status: gone.status,
              payment_status: gone.payment_status,
              fulfillment_status: gone.fulfillment_status,
              total: gone.total,
              currency_code: gone.currency_code,
            }
          : null,
      });
      // Its reserved stock becomes available again before the reservations go with the order.
      await this.deps_.locationStockService.releaseOrder(manager, orderId);
      await manager.query(
        `DELETE FROM line_item_tax_line WHERE item_id IN (SELECT id FROM line_item WHERE order_id = $1)`,
        [orderId],
      );
      await manager.query(`DELETE FROM line_item WHERE order_id = $1`, [orderId]);
      await manager.query(
        `DELETE FROM shipping_method_tax_line WHERE shipping_method_id IN (SELECT id FROM shipping_method WHERE order_id = $1)`,
        [orderId],
      );
      await manager.query(`DELETE FROM shipping_method WHERE order_id = $1`, [orderId]);
      // order_extension, order_event, claims and shipments go with the order (ON DELETE CASCADE).
      await manager.query(`DELETE FROM "order" WHERE id = $1`, [orderId]);
      await manager.query(`DELETE FROM address WHERE id = ANY($1)`, [
        [order.shipping_address_id, order.billing_address_id].filter(Boolean),
      ]);
    });
  }
}
