import { authRouter } from "./routers/auth";
import { sessionRouter } from "./routers/session";
import { router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  session: sessionRouter,
});

export type AppRouter = typeof appRouter;
