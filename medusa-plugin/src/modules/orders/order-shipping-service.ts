import { ORDER_MESSAGES, type ShipOrderInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { PlatformService } from "../../lib/platform-service";
import { Semaphore } from "../../lib/semaphore";
import type { OrderShipment } from "../../models/order-shipment";
import type { PackagingStockService } from "../packaging";
import { resetFailedPush, selectDuePushes, wakeWaitingShipments } from "./data-access/shipments";
import { pushShipment } from "./push-shipment";
import { recordOrderEvent } from "./record-order-event";
import { shipOrder } from "./ship-order";
import type { FulfilmentSender, ShopLookup } from "./shop-ports";

/** Emitted when a shipment was recorded; the subscriber sends it to the shop. The name is the event bus's, as stored. */
export const FULFILMENT_REQUESTED_EVENT = "shopify.fulfilment_requested";
const pushes = new Semaphore(2);

type InjectedDependencies = {
  manager: EntityManager;
  shopService: ShopLookup;
  shopifyClientService: FulfilmentSender;
  packagingStockService: PackagingStockService;
  eventBusModuleService: { emit(events: Array<{ eventName: string; data: unknown }>): Promise<void> };
};

/** Shipments (all or some items, with tracking) and their push to the shop (fulfillmentCreate), retried until Shopify has them (`services.ordersShipping`). */
export default class OrderShippingService extends PlatformService<InjectedDependencies> {
  /** A shipment leaves the location; a shop order's shipment goes back to the shop (in the background, with retries). */
  async ship(organisationId: string, actor: string | null, input: ShipOrderInput): Promise<OrderShipment> {
    const shipment = await this.transaction_((manager) =>
      shipOrder(manager, this.deps_.packagingStockService, organisationId, actor, input),
    );
    if (shipment.push_status === "pending") {
      await this.deps_.eventBusModuleService.emit([
        { eventName: FULFILMENT_REQUESTED_EVENT, data: { shipmentId: shipment.id } },
      ]);
    }
    return shipment;
  }

  /**
   * Shopify released a fulfilment order of the shop (hold released, scheduled date reached): its
   * waiting shipments are pushed now, in the background.
   */
  async wakeWaiting(shopId: string): Promise<number> {
    const ids = await wakeWaitingShipments(this.manager_, shopId);
    if (ids.length) {
      await this.deps_.eventBusModuleService.emit(
        ids.map((shipmentId) => ({ eventName: FULFILMENT_REQUESTED_EVENT, data: { shipmentId } })),
      );
    }
    return ids.length;
  }

  /** Sends one shipment to Shopify (at most two at a time). Never throws. */
  async pushShipment(shipmentId: string): Promise<void> {
    await pushes.run(() =>
      pushShipment(
        {
          manager: this.manager_,
          transaction: (work) => this.transaction_(work),
          shops: this.deps_.shopService,
          shopify: this.deps_.shopifyClientService,
        },
        shipmentId,
      ),
    );
  }

  /**
   * A shipment whose push failed for good is sent again, at once and with fresh attempts: the
   * merchant (their own orders) or support (organisationId null) fixed the cause in Shopify.
   * `alsoDone`: one reported done that Shopify no longer shows (its fulfilment cancelled there).
   */
  async retryPush(
    organisationId: string | null,
    actor: string | null,
    orderId: string,
    shipmentId: string,
    options: { alsoDone?: boolean } = {},
  ) {
    const retried = await this.transaction_(async (manager) => {
      const shipment = await resetFailedPush(manager, organisationId, orderId, shipmentId, options.alsoDone);
      if (!shipment) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.pushNotRetryable);
      await recordOrderEvent(manager, {
        orderId,
        organisationId: shipment.organisation_id,
        type: "fulfilment_push_retried",
        data: { shipmentId },
        actor,
      });
      return shipment;
    });
    await this.deps_.eventBusModuleService.emit([
      { eventName: FULFILMENT_REQUESTED_EVENT, data: { shipmentId: retried.id } },
    ]);
    return { id: retried.id, pushStatus: retried.push_status };
  }

  /** Pending shipments whose last attempt failed, with exponential backoff (sync job). */
  async retryPendingPushes(limit = 100): Promise<number> {
    const due = await selectDuePushes(this.manager_, limit);
    for (const id of due) await this.pushShipment(id);
    return due.length;
  }
}
