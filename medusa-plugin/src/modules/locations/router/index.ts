import { router } from "../../../trpc/trpc";
import { adjustStock } from "./adjust-stock";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { priorities } from "./priorities";
import { routeOrder } from "./route-order";
import { routingForOrder } from "./routing-for-order";
import { setPriorities } from "./set-priorities";
import { update } from "./update";
import { variants } from "./variants";

export const locationsRouter = router({
  list,
  get,
  priorities,
  setPriorities,
  routingForOrder,
  create,
  update,
  adjustStock,
  variants,
  routeOrder,
});
