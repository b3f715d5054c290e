import { router } from "../../../trpc/trpc";
import { list } from "./list";
import { remove } from "./remove";
import { updateRole } from "./update-role";

export const membersRouter = router({ list, updateRole, remove });

export { invitationsRouter } from "./invitations";
