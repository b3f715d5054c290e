import { roleProcedure } from "./role-procedure";

/** The agency's clients with their orders and revenue per month, and the margin earned on them. */
export const agency = roleProcedure("agency").query(
  async ({ ctx }) => await ctx.services.dashboard.agency(ctx.organisationId),
);
