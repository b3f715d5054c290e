import { router } from "../../trpc";
import { list } from "./list";

export const customersRouter = router({ list });
