import { roleProcedure } from "./role-procedure";

/** Support's first question: what waits for the platform team? (Support's scope is the platform.) */
export const support = roleProcedure("support").query(async ({ ctx }) => await ctx.services.dashboard.support());
