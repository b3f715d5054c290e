import { roleProcedure } from "./role-procedure";

/** The supplier's open work: chats, stock orders to confirm or ship, product requests assigned. */
export const supplier = roleProcedure("supplier").query(
  async ({ ctx }) => await ctx.services.dashboard.supplier(ctx.organisationId),
);
