import type { PackagingOrderListInput } from "@platform/domain";
import type { PackagingViewer } from "./data-access/packaging";
import { listPackagingOrderRows } from "./data-access/packaging-orders";
import { toPackagingOrderViews } from "./get-packaging-order";
import type { PackagingDeps } from "./packaging-files";

/** The packaging orders the viewer may see, newest first (without their files). */
export async function listPackagingOrders(
  deps: PackagingDeps,
  viewer: PackagingViewer,
  input: PackagingOrderListInput,
) {
  const { rows, total } = await listPackagingOrderRows(deps.manager, viewer, input, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const items = await toPackagingOrderViews(deps, rows, false);
  return { items, total, page: input.page, pageSize: input.pageSize };
}
