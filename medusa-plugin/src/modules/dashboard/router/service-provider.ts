import { providerBookings } from "../data-access/partners";
import { roleProcedure } from "./role-procedure";

/** The service provider's bookings by status and their revenue. */
export const serviceProvider = roleProcedure("service_provider").query(async ({ ctx }) => {
  return await providerBookings(ctx.services.manager, ctx.organisationId);
});
