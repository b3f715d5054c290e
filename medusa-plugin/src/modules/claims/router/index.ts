import { router } from "../../../trpc/trpc";
import { create } from "./create";
import { decide } from "./decide";
import { list } from "./list";
import { listForOrder } from "./list-for-order";

export const claimsRouter = router({ create, listForOrder, list, decide });
