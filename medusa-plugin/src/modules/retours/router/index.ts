import { router } from "../../../trpc/trpc";
import { create } from "./create";
import { list } from "./list";
import { locations } from "./locations";
import { orderOptions } from "./order-options";
import { shops } from "./shops";

export const retoursRouter = router({ list, shops, locations, orderOptions, create });
