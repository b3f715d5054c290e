import type { EntityManager } from "typeorm";
import { findOrderLocation, orderStockChanges, plannedPackaging } from "./data-access/packaging-stock";
import type { OrderPackagingView } from "./types";

/**
 * The order detail's "packaging details (packaging stock changes)": what its items use, whether
 * its location has it (routing's warning), and what its shipments drew. `organisationId` null: support.
 */
export async function getOrderPackaging(
  manager: EntityManager,
  organisationId: string | null,
  orderId: string,
): Promise<OrderPackagingView | null> {
  const order = await findOrderLocation(manager, organisationId, orderId);
  if (!order) return null;
  const planned = await plannedPackaging(manager, {
    orderId,
    organisationId: order.organisation_id,
    locationId: order.location_id,
  });
  const changes = await orderStockChanges(manager, orderId);
  return {
    locationName: order.location_name ?? null,
    planned: planned.map((row) => ({
      packagingId: row.packaging_id,
      name: row.name,
      size: row.size,
      quantity: row.quantity,
      onHand: order.location_id ? (row.on_hand ?? 0) : null,
    })),
    lacking: order.location_id
      ? planned
          .filter((row) => row.open > (row.on_hand ?? 0))
          .map((row) => ({
            packagingId: row.packaging_id,
            name: row.name,
            size: row.size,
            needed: row.open,
            onHand: row.on_hand ?? 0,
          }))
      : [],
    changes: changes.map((row) => ({
      id: row.id,
      shipmentId: row.shipment_id,
      packagingId: row.packaging_id,
      name: row.name,
      size: row.size,
      locationName: row.location_name,
      quantityChange: row.quantity_change,
      missing: row.missing,
      onHandAfter: row.on_hand_after,
      createdAt: row.created_at,
    })),
  };
}
