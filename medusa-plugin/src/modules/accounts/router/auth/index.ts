import { router } from "../../../../trpc/trpc";
import { signUp } from "./sign-up";

export const authRouter = router({ signUp });
