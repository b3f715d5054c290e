import { router } from "../../trpc";
import { list } from "./list";

export const stocksRouter = router({ list });
