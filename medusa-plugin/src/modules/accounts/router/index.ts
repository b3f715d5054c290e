import { router } from "../../../trpc/trpc";
import { changePassword } from "./change-password";
import { personal } from "./personal";
import { updatePersonal } from "./update-personal";

export const settingsRouter = router({ personal, updatePersonal, changePassword });

export { authRouter } from "./auth";
