import { agencyClients, agencyMargin } from "../data-access/partners";
import { roleProcedure } from "./role-procedure";

/** The agency's clients with their orders and revenue per month, and the margin earned on them. */
export const agency = roleProcedure("agency").query(async ({ ctx }) => {
  const manager = ctx.services.manager;
  const [clients, margin] = await Promise.all([
    agencyClients(manager, ctx.organisationId),
    agencyMargin(manager, ctx.organisationId),
  ]);
  return { ...clients, margin };
});
