import { roleProcedure } from "./role-procedure";

/** The customer's first question: how are my orders doing, and what needs me? */
export const customer = roleProcedure("customer").query(
  async ({ ctx }) => await ctx.services.dashboard.customer(ctx.organisationId),
);
