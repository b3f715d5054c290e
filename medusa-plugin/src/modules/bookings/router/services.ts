import { providerProcedure } from "./procedure";

/** The provider's own services, enabled and disabled. */
export const services = providerProcedure.query(
  async ({ ctx }) => await ctx.services.bookingsServices.listOwn(ctx.organisationId),
);
