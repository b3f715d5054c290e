import type { OverrideDimensionsInput } from "@platform/domain";
import type { PackagingViewer } from "./data-access/packaging";
import { updatePackagingOrderDimensions } from "./data-access/packaging-orders";
import { getPackagingOrder } from "./get-packaging-order";
import { auditChange, lockForProducer } from "./lock-packaging-order";
import type { PackagingDeps } from "./packaging-files";

/** Support or the producer overrides the dimensions the packaging is made in. */
export async function overrideDimensions(
  deps: PackagingDeps,
  viewer: PackagingViewer,
  customerId: string,
  input: OverrideDimensionsInput,
) {
  await deps.manager.transaction(async (manager) => {
    const row = await lockForProducer(manager, viewer, input.packagingOrderId);
    await updatePackagingOrderDimensions(manager, input.packagingOrderId, input, customerId);
    await auditChange(manager, row, "packaging_order.dimensions_overridden", ["length_mm", "width_mm", "height_mm"]);
  });
  return await getPackagingOrder(deps, viewer, input.packagingOrderId);
}
