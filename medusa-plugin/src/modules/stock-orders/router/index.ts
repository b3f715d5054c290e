import { router } from "../../../trpc/trpc";
import { cancel } from "./cancel";
import { checkItems } from "./check-items";
import { confirm } from "./confirm";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { receive } from "./receive";
import { ship } from "./ship";
import { suppliers } from "./suppliers";

export const stockOrdersRouter = router({ list, get, suppliers, checkItems, create, confirm, ship, cancel, receive });
