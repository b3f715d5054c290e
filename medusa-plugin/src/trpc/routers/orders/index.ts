import { router } from "../../trpc";
import { list } from "./list";
import { markShipped } from "./mark-shipped";

export const ordersRouter = router({ list, markShipped });
