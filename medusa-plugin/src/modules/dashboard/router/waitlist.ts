import { roleProcedure } from "./role-procedure";

/** Where the application stands and what happens next. */
export const waitlist = roleProcedure("waitlist").query(
  async ({ ctx }) => await ctx.services.dashboard.waitlist(ctx.organisationId),
);
