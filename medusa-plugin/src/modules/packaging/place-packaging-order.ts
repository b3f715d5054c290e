import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import type { PackagingRecord } from "./data-access/packaging";
import { daysFromToday, insertPackagingOrder } from "./data-access/packaging-orders";

/**
 * Inside the caller's transaction: writes a packaging order of the packaging at its price and
 * dimensions, expected after its production days, with its audit entry; answers its id.
 */
export async function placePackagingOrder(
  manager: EntityManager,
  o: {
    organisationId: string;
    customerId: string;
    kind: "stock" | "order_unique";
    locationId: string;
    packaging: PackagingRecord;
    quantity: number;
    orderId?: string;
    variantId?: string;
  },
): Promise<string> {
  const id = generateEntityId(undefined, "pko");
  const total = o.packaging.price * o.quantity;
  const number = await insertPackagingOrder(manager, {
    id,
    organisationId: o.organisationId,
    kind: o.kind,
    locationId: o.locationId,
    packagingId: o.packaging.id,
    quantity: o.quantity,
    unitPrice: o.packaging.price,
    total,
    orderId: o.orderId ?? null,
    variantId: o.variantId ?? null,
    lengthMm: o.packaging.lengthMm,
    widthMm: o.packaging.widthMm,
    heightMm: o.packaging.heightMm,
    expectedArrivalFrom: daysFromToday(o.packaging.productionMinDays),
    expectedArrivalTo: daysFromToday(o.packaging.productionMaxDays),
    createdBy: o.customerId,
  });
  await recordAudit(manager, {
    organisationId: o.organisationId,
    subjectType: "packaging_order",
    subjectId: id,
    subjectLabel: `PO-${number}`,
    action: "packaging_order.created",
    after: {
      kind: o.kind,
      packaging_id: o.packaging.id,
      location_id: o.locationId,
      quantity: o.quantity,
      total,
      order_id: o.orderId ?? null,
      status: "open",
    },
  });
  return id;
}
