import type { CreateRetourInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { findOrderFulfillmentStatus, type OrderLine, setFulfillmentStatus } from "./data-access/retour-orders";
import type { RetourDeps } from "./retour-deps";

/**
 * Inside the retour's transaction: a retour is a return, so the order becomes partially returned,
 * or returned once every unit it was ordered with came back (a later shipment of the rest sets it
 * shipped again), with the change in the order's history.
 */
export async function markOrderReturned(
  deps: RetourDeps,
  manager: EntityManager,
  change: {
    actor: string;
    organisationId: string;
    orderId: string;
    lines: OrderLine[];
    items: CreateRetourInput["items"];
  },
): Promise<void> {
  const ordered = change.lines.reduce((total, line) => total + Number(line.quantity), 0);
  const returned =
    change.lines.reduce((total, line) => total + line.returned, 0) +
    change.items.reduce((total, item) => total + item.gradeA + item.gradeB + item.gradeC, 0);
  const status = returned >= ordered ? "returned" : "partially_returned";
  const order = await findOrderFulfillmentStatus(manager, change.orderId);
  if (!order || order.fulfillment_status === status) return;
  await setFulfillmentStatus(manager, change.orderId, status);
  await deps.history.record(manager, {
    orderId: change.orderId,
    organisationId: change.organisationId,
    type: "status_changed",
    data: { field: "fulfillment", from: order.fulfillment_status, to: status },
    actor: change.actor,
  });
}
