import { router } from "../../../../trpc/trpc";
import { approve, decline } from "./decide";
import { list } from "./list";

export const waitlistRouter = router({ list, approve, decline });
