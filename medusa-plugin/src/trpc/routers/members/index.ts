import { router } from "../../trpc";
import { list } from "./list";
import { remove } from "./remove";
import { updateRole } from "./update-role";

export const membersRouter = router({ list, updateRole, remove });
