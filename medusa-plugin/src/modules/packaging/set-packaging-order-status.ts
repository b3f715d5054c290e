import { PACKAGING_MESSAGES, PACKAGING_ORDER_STATUSES, type PackagingOrderStatus } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { addPackagingArrival } from "./add-packaging-arrival";
import type { PackagingViewer } from "./data-access/packaging";
import { updatePackagingOrderStatus } from "./data-access/packaging-orders";
import { getPackagingOrder } from "./get-packaging-order";
import { auditChange, lockForProducer } from "./lock-packaging-order";
import type { PackagingDeps } from "./packaging-files";

/**
 * Moves the order forward (open → in progress → on the way → arrived). Setting the status it
 * already has changes nothing; arrived adds the quantity to the location's stock exactly once.
 */
export async function setPackagingOrderStatus(
  deps: PackagingDeps,
  viewer: PackagingViewer,
  id: string,
  status: PackagingOrderStatus,
) {
  await deps.manager.transaction(async (manager) => {
    const row = await lockForProducer(manager, viewer, id);
    if (row.status === status) return;
    if (
      PACKAGING_ORDER_STATUSES.indexOf(status) < PACKAGING_ORDER_STATUSES.indexOf(row.status as PackagingOrderStatus)
    ) {
      throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.statusOrder, "status");
    }
    await updatePackagingOrderStatus(manager, id, status);
    if (status === "arrived") await addPackagingArrival(manager, row);
    await auditChange(manager, row, "packaging_order.status_changed", ["status"]);
  });
  return await getPackagingOrder(deps, viewer, id);
}
