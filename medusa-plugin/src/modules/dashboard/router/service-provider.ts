import { roleProcedure } from "./role-procedure";

/** The service provider's bookings by status and their revenue. */
export const serviceProvider = roleProcedure("service_provider").query(
  async ({ ctx }) => await ctx.services.dashboard.serviceProvider(ctx.organisationId),
);
