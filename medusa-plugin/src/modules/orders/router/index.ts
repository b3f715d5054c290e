import { router } from "../../../trpc/trpc";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { getAsSupport } from "./get-as-support";
import { history } from "./history";
import { list } from "./list";
import { retryPush, retryPushAsSupport } from "./retry-push";
import { ship } from "./ship";
import { update } from "./update";
import { variantOptions } from "./variant-options";

export const ordersRouter = router({
  list,
  get,
  history,
  create,
  update,
  delete: remove,
  ship,
  variantOptions,
  getAsSupport,
  retryPush,
  retryPushAsSupport,
});

/** The orders access check, for other domains' procedures on an order (claims, packaging). */
export { orderProcedure } from "./procedure";
