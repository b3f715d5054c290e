import { ORDER_MESSAGES, type UpdateOrderInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { OrderShipment } from "../../models/order-shipment";
import { recordAudit } from "../audit";
import type { OrderRoutingService } from "../locations";
import { orderLabel } from "./data-access/history";
import {
  type AddressRecord,
  lockOwnedOrder,
  markAddressEdited,
  selectAddress,
  selectItemsSnapshot,
  selectOrderState,
  updateAddress,
} from "./data-access/order-edits";
import type ManualOrderService from "./manual-order-service";
import { recordOrderEvent } from "./record-order-event";

export type UpdateOrderDeps = {
  manualOrders: Pick<ManualOrderService, "replaceManualItems">;
  routing: Pick<OrderRoutingService, "routeOrder">;
};

/** Address (any unshipped order) and items (manual orders) until something has been shipped; in the caller's transaction. */
export async function updateOrder(
  manager: EntityManager,
  deps: UpdateOrderDeps,
  organisationId: string,
  actor: string,
  input: UpdateOrderInput,
): Promise<void> {
  const extension = await lockOwnedOrder(manager, organisationId, input.orderId);
  const order = await selectOrderState(manager, input.orderId);
  const shipments = await manager.getRepository(OrderShipment).count({ where: { order_id: input.orderId } });
  if (order.status === "canceled" || order.fulfillment_status !== "not_fulfilled" || shipments > 0) {
    throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notEditable);
  }
  if (input.items && extension.external_order_id) {
    throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.shopOrderItems, "items");
  }
  if (input.shippingAddress) {
    const a = input.shippingAddress;
    const before = await selectAddress(manager, order.shipping_address_id);
    const after: AddressRecord = {
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
    };
    await updateAddress(manager, order.shipping_address_id, after);
    await markAddressEdited(manager, input.orderId, `${a.firstName} ${a.lastName}`);
    await recordOrderEvent(manager, {
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
      after,
      // The end customer's name, street and phone show as changed, never as they read.
      hide: ["first_name", "last_name", "company", "address_1", "address_2", "phone"],
    });
  }
  if (input.items) {
    const before = await selectItemsSnapshot(manager, input.orderId);
    await deps.manualOrders.replaceManualItems(manager, input.orderId, input.items);
    const after = await selectItemsSnapshot(manager, input.orderId);
    // The same items again are no change (the history and the audit log say nothing).
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordOrderEvent(manager, {
        orderId: input.orderId,
        organisationId,
        type: "items_edited",
        data: {
          before: { lines: before.lines, total: before.total },
          after: { lines: after.lines, total: after.total },
        },
        actor,
      });
    }
  }
  // New items or a new shipping country: route again (the earlier reservation is released first).
  if (input.shippingAddress || input.items) await deps.routing.routeOrder(manager, input.orderId);
}
