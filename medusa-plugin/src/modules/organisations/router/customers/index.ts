import { router } from "../../../../trpc/trpc";
import { list } from "./list";

export const customersRouter = router({ list });
