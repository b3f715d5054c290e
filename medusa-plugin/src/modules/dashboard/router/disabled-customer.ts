import { roleProcedure } from "./role-procedure";

/** A disabled organisation keeps its invoices (spec §4/§6): what is due and what is paid. */
export const disabledCustomer = roleProcedure("disabled_customer").query(
  async ({ ctx }) => await ctx.services.dashboard.disabledCustomer(ctx.organisationId),
);
