import { ORDER_MESSAGES, SHIPMENT_METHOD_CARRIER, type ShipmentMethod, type ShipOrderInput } from "@platform/domain";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { Semaphore } from "../lib/semaphore";
import { returnedRows } from "../lib/sql";
import { OrderExtension } from "../models/order-extension";
import { OrderShipment, type ShipmentItem } from "../models/order-shipment";
import { type InjectedDependencies, lockOwnedOrder } from "./platform-order";
import { FulfillmentRejectedError, ShopNeedsReauthError } from "./shopify-client";

/** Emitted when a shipment was recorded; the subscriber sends it to the shop. */
export const FULFILMENT_REQUESTED_EVENT = "shopify.fulfilment_requested";
export const MAX_PUSH_ATTEMPTS = 8;
/** First retry after this, doubling each time (5 s, 10 s, 20 s, … about 10 minutes in all). */
const PUSH_BACKOFF_MS = Number(process.env.SHOPIFY_PUSH_BACKOFF_MS || 5000);
const pushes = new Semaphore(2);

/** Shipments (all or some items, with tracking) and their push to the shop (fulfillmentCreate), retried until Shopify has them. */
export default class OrderShippingService extends PlatformService<InjectedDependencies> {
  /**
   * A shipment leaves the location: the given items (all still open ones when none are given) with
   * their tracking. The order becomes partially shipped or shipped, and a shop order's shipment
   * goes back to the shop (in the background, with retries).
   */
  async ship(organisationId: string, actor: string | null, input: ShipOrderInput): Promise<OrderShipment> {
    const shipment = await this.transaction_(async (manager) => {
      const extension = await lockOwnedOrder(manager, organisationId, input.orderId);
      const [order] = await manager.query(`SELECT status, fulfillment_status FROM "order" WHERE id = $1`, [
        input.orderId,
      ]);
      if (order.status === "canceled" || order.fulfillment_status === "canceled") {
        throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notShippable);
      }
      const lines: Array<{ id: string; quantity: number; shipped: number }> = await manager.query(
        `SELECT id, quantity, coalesce(shipped_quantity, 0)::int AS shipped FROM line_item WHERE order_id = $1`,
        [input.orderId],
      );
      const open = new Map(lines.map((l) => [l.id, l.quantity - l.shipped]));
      const wanted: ShipmentItem[] = (
        input.items ?? lines.map((l) => ({ lineItemId: l.id, quantity: l.quantity - l.shipped }))
      ).filter((item) => item.quantity > 0);
      if (wanted.length === 0) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.nothingToShip, "items");
      for (const item of wanted) {
        const left = open.get(item.lineItemId);
        if (left === undefined || item.quantity > left) {
          throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.tooManyToShip, "items");
        }
        open.set(item.lineItemId, left - item.quantity);
        await manager.query(
          `UPDATE line_item SET shipped_quantity = coalesce(shipped_quantity, 0) + $2, updated_at = now() WHERE id = $1`,
          [item.lineItemId, item.quantity],
        );
      }
      const everything = [...open.values()].every((left) => left === 0);
      const status = everything ? "shipped" : "partially_shipped";
      await manager.query(`UPDATE "order" SET fulfillment_status = $2, updated_at = now() WHERE id = $1`, [
        input.orderId,
        status,
      ]);
      const pushable = Boolean(extension.shop_id && extension.external_order_id);
      const repo = manager.getRepository(OrderShipment);
      const saved = await repo.save(
        repo.create({
          order_id: input.orderId,
          organisation_id: organisationId,
          location_id: extension.location_id,
          items: wanted,
          tracking_numbers: input.trackingNumbers,
          tracking_urls: input.trackingUrls,
          created_by: actor,
          push_status: pushable ? "pending" : null,
          push_next_at: pushable ? new Date() : null,
        }),
      );
      await this.deps_.packagingStockService.drawForShipment(manager, {
        organisationId,
        orderId: input.orderId,
        shipmentId: saved.id,
        locationId: extension.location_id,
        items: wanted,
      });
      await manager.getRepository(OrderExtension).update(
        { order_id: input.orderId },
        {
          tracking_numbers: [...extension.tracking_numbers, ...input.trackingNumbers],
          tracking_urls: [...extension.tracking_urls, ...input.trackingUrls],
          shipped_at: extension.shipped_at ?? new Date(),
        },
      );
      await this.deps_.orderHistoryService.record(manager, {
        orderId: input.orderId,
        organisationId,
        type: "shipped",
        data: {
          shipmentId: saved.id,
          quantity: wanted.reduce((sum, i) => sum + i.quantity, 0),
          trackingNumbers: input.trackingNumbers,
          status,
        },
        actor,
      });
      if (order.fulfillment_status !== status) {
        await this.deps_.orderHistoryService.record(manager, {
          orderId: input.orderId,
          organisationId,
          type: "status_changed",
          data: { field: "fulfillment", from: order.fulfillment_status, to: status },
          actor,
        });
      }
      return saved;
    });
    if (shipment.push_status === "pending") {
      await this.deps_.eventBusModuleService.emit([
        { eventName: FULFILMENT_REQUESTED_EVENT, data: { shipmentId: shipment.id } },
      ]);
    }
    return shipment;
  }

  /** Sends one shipment to Shopify (fulfillmentCreate with its items and tracking). Never throws. */
  async pushShipment(shipmentId: string): Promise<void> {
    await pushes.run(async () => {
      // Claimed atomically (with a lease), so the event and the retry job never push one shipment twice.
      const [shipment] = returnedRows<OrderShipment>(
        await this.manager_.query(
          `UPDATE order_shipment
              SET push_attempts = push_attempts + 1, push_next_at = now() + interval '2 minutes', updated_at = now()
            WHERE id = $1 AND push_status = 'pending' AND (push_next_at IS NULL OR push_next_at <= now())
            RETURNING *`,
          [shipmentId],
        ),
      );
      if (!shipment) return;
      const attempts = shipment.push_attempts;
      const repo = this.manager_.getRepository(OrderShipment);
      const extension = await this.manager_
        .getRepository(OrderExtension)
        .findOne({ where: { order_id: shipment.order_id } });
      if (!extension?.shop_id || !extension.external_order_id) {
        await repo.update({ id: shipmentId }, { push_status: null });
        return;
      }
      try {
        const shop = await this.deps_.shopService.retrieve(extension.shop_id);
        // Shopify knows its own line items; ours carry their ids from the intake.
        const lines: Array<{ id: string; shopify_line_item_id: string | null }> = await this.manager_.query(
          `SELECT id, metadata->>'shopify_line_item_id' AS shopify_line_item_id FROM line_item WHERE order_id = $1`,
          [shipment.order_id],
        );
        const shopifyLine = new Map(lines.map((l) => [l.id, l.shopify_line_item_id]));
        const items = shipment.items.length
          ? shipment.items
              .map((item) => ({ lineItemId: shopifyLine.get(item.lineItemId) ?? null, quantity: item.quantity }))
              .filter((item): item is { lineItemId: string; quantity: number } => Boolean(item.lineItemId))
          : null;
        const fulfillmentId = await this.deps_.shopifyClientService.createFulfillment(
          shop.id,
          extension.external_order_id,
          {
            company: shop.shipment_method ? SHIPMENT_METHOD_CARRIER[shop.shipment_method as ShipmentMethod] : null,
            numbers: shipment.tracking_numbers,
            urls: shipment.tracking_urls,
          },
          items,
        );
        await this.transaction_(async (manager) => {
          await manager
            .getRepository(OrderShipment)
            .update(
              { id: shipmentId },
              { push_status: "done", external_fulfillment_id: fulfillmentId, push_error: null },
            );
          await this.deps_.orderHistoryService.record(manager, {
            orderId: shipment.order_id,
            organisationId: shipment.organisation_id,
            type: "fulfilment_pushed",
            data: { shipmentId, shop: shop.domain },
            actor: null,
          });
        });
      } catch (error) {
        // A rejected fulfilment cannot succeed by retrying; a shop that needs sign-in is retried
        // once it is connected again; anything else (network, 5xx, throttling) with backoff.
        const final =
          error instanceof FulfillmentRejectedError ||
          (attempts >= MAX_PUSH_ATTEMPTS && !(error instanceof ShopNeedsReauthError));
        console.warn(`[shopify] fulfilment of shipment ${shipmentId} failed (attempt ${attempts}): ${String(error)}`);
        await this.transaction_(async (manager) => {
          await manager.getRepository(OrderShipment).update(
            { id: shipmentId },
            {
              push_status: final ? "failed" : "pending",
              push_error: String(error).slice(0, 2000),
              push_next_at: new Date(Date.now() + PUSH_BACKOFF_MS * 2 ** (attempts - 1)),
            },
          );
          if (final) {
            await this.deps_.orderHistoryService.record(manager, {
              orderId: shipment.order_id,
              organisationId: shipment.organisation_id,
              type: "fulfilment_push_failed",
              data: { shipmentId },
              actor: null,
            });
          }
        });
      }
    });
  }

  /** Pending shipments whose last attempt failed, with exponential backoff (sync job). */
  async retryPendingPushes(limit = 100): Promise<number> {
    const rows: Array<{ id: string }> = await this.manager_.query(
      `SELECT p.id FROM order_shipment p
         JOIN order_extension e ON e.order_id = p.order_id JOIN shop s ON s.id = e.shop_id
        WHERE p.push_status = 'pending' AND s.status = 'active' AND p.push_next_at <= now()
        ORDER BY p.push_next_at LIMIT $1`,
      [limit],
    );
    for (const row of rows) await this.pushShipment(row.id);
    return rows.length;
  }
}
