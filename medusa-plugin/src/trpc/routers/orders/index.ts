import { router } from "../../trpc";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { getAsSupport } from "./get-as-support";
import { history } from "./history";
import { list } from "./list";
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
});
