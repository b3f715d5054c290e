import { router } from "../../trpc";
import { signUp } from "./sign-up";

export const authRouter = router({ signUp });
