import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { changeOnHand, insertStockChange, lockStock, packagingNeeded } from "./data-access/packaging-stock";

export type ShipmentDraw = {
  organisationId: string;
  orderId: string;
  shipmentId: string;
  locationId: string | null;
  items: Array<{ lineItemId: string; quantity: number }>;
};

/**
 * Inside the shipping transaction: each shipped item takes one piece of its variant's default
 * packaging from the shipment's location. Stock never goes below zero; what was missing is
 * recorded with the change. A shipment draws once (unique key on shipment and packaging).
 */
export async function drawPackagingForShipment(manager: EntityManager, draw: ShipmentDraw): Promise<void> {
  const locationId = draw.locationId;
  if (!locationId || draw.items.length === 0) return;
  const needs = await packagingNeeded(manager, draw.organisationId, draw.orderId, draw.items);
  for (const need of needs) {
    const key = { organisationId: draw.organisationId, locationId, packagingId: need.packaging_id };
    const onHand = await lockStock(manager, key);
    const drawn = Math.min(onHand, need.needed);
    const isNew = await insertStockChange(manager, {
      ...key,
      id: generateEntityId(undefined, "pkgchg"),
      reason: "shipment",
      quantityChange: -drawn,
      missing: need.needed - drawn,
      onHandAfter: onHand - drawn,
      packagingOrderId: null,
      orderId: draw.orderId,
      shipmentId: draw.shipmentId,
    });
    if (isNew) await changeOnHand(manager, key, -drawn);
  }
}
