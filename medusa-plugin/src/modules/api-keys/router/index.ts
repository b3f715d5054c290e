import { router } from "../../../trpc/trpc";
import { create } from "./create";
import { list } from "./list";
import { revoke } from "./revoke";

export const apiKeysRouter = router({ list, create, revoke });
