import { ORDER_MESSAGES, SHIPMENT_METHOD_CARRIER, type ShipmentMethod, type ShipOrderInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { OrderShipment, ShipmentItem } from "../../models/order-shipment";
import type { PackagingStockService } from "../packaging";
import { lockOwnedOrder } from "./data-access/order-edits";
import {
  addShippedQuantity,
  insertShipment,
  selectShipLines,
  selectShipState,
  selectShopShipmentMethod,
  setFulfillmentStatus,
  updateExtension,
} from "./data-access/shipments";
import { recordOrderEvent } from "./record-order-event";

/**
 * A shipment leaves the location, in the caller's transaction: the given items (all still open
 * ones when none are given) with their tracking. The order becomes partially shipped or shipped;
 * a shop order's shipment is marked for the push to the shop (push_status "pending").
 */
export async function shipOrder(
  manager: EntityManager,
  packagingStock: Pick<PackagingStockService, "drawForShipment">,
  organisationId: string,
  actor: string | null,
  input: ShipOrderInput,
): Promise<OrderShipment> {
  const extension = await lockOwnedOrder(manager, organisationId, input.orderId);
  const order = await selectShipState(manager, input.orderId);
  if (order.status === "canceled" || order.fulfillment_status === "canceled") {
    throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notShippable);
  }
  // The platform's warehouses ship only from a location (it draws the stock and packaging); an
  // order without one can only be the merchant's own shipment, sent by a person from its own stock.
  if (!extension.location_id && !actor) {
    throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.noShipFromLocation);
  }
  const lines = await selectShipLines(manager, input.orderId);
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
    await addShippedQuantity(manager, item.lineItemId, item.quantity);
  }
  const everything = [...open.values()].every((left) => left === 0);
  const status = everything ? "shipped" : "partially_shipped";
  await setFulfillmentStatus(manager, input.orderId, status);
  const pushable = Boolean(extension.shop_id && extension.external_order_id);
  // What it is sent with is part of the shipment: a later change of the shop's method does not rewrite it.
  const method = (await selectShopShipmentMethod(manager, extension.shop_id)) as ShipmentMethod | null;
  const saved = await insertShipment(manager, {
    shipment_method: method,
    carrier: method ? (SHIPMENT_METHOD_CARRIER[method] ?? null) : null,
    order_id: input.orderId,
    organisation_id: organisationId,
    location_id: extension.location_id,
    items: wanted,
    tracking_numbers: input.trackingNumbers,
    tracking_urls: input.trackingUrls,
    created_by: actor,
    push_status: pushable ? "pending" : null,
    push_next_at: pushable ? new Date() : null,
  });
  await packagingStock.drawForShipment(manager, {
    organisationId,
    orderId: input.orderId,
    shipmentId: saved.id,
    locationId: extension.location_id,
    items: wanted,
  });
  await updateExtension(manager, input.orderId, {
    tracking_numbers: [...extension.tracking_numbers, ...input.trackingNumbers],
    tracking_urls: [...extension.tracking_urls, ...input.trackingUrls],
    shipped_at: extension.shipped_at ?? new Date(),
  });
  await recordOrderEvent(manager, {
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
    await recordOrderEvent(manager, {
      orderId: input.orderId,
      organisationId,
      type: "status_changed",
      data: { field: "fulfillment", from: order.fulfillment_status, to: status },
      actor,
    });
  }
  return saved;
}
