import { invoiceFigures } from "../data-access/merchant";
import { roleProcedure } from "./role-procedure";

/** A disabled organisation keeps its invoices (spec §4/§6): what is due and what is paid. */
export const disabledCustomer = roleProcedure("disabled_customer").query(async ({ ctx }) => {
  return { invoices: await invoiceFigures(ctx.services.manager, ctx.organisationId) };
});
