import { router } from "../../../trpc/trpc";
import { assignProducer } from "./assign-producer";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { move } from "./move";
import { producers } from "./producers";

export const productRequestsRouter = router({ create, list, get, move, assignProducer, producers });
