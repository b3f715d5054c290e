import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import type { PackagingOrderRow } from "./data-access/packaging-orders";
import { changeOnHand, insertStockChange, touchStock } from "./data-access/packaging-stock";

/** Inside the arrival's transaction: the packaging order's quantity joins the stock, once. */
export async function addPackagingArrival(manager: EntityManager, order: PackagingOrderRow): Promise<boolean> {
  const key = { organisationId: order.organisation_id, locationId: order.location_id, packagingId: order.packaging_id };
  const onHand = await touchStock(manager, key);
  const isNew = await insertStockChange(manager, {
    ...key,
    id: generateEntityId(undefined, "pkgchg"),
    reason: "arrival",
    quantityChange: order.quantity,
    missing: 0,
    onHandAfter: onHand + order.quantity,
    packagingOrderId: order.id,
    orderId: null,
    shipmentId: null,
  });
  if (!isNew) return false;
  await changeOnHand(manager, key, order.quantity);
  return true;
}
