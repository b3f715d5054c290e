import { router } from "../../../trpc/trpc";
import { list } from "./list";

export const stocksRouter = router({ list });
