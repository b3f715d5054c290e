import { merchantProcedure } from "./procedure";

/** The enabled services of all providers, with price, terms link and what the provider needs. */
export const availableServices = merchantProcedure.query(
  async ({ ctx }) => await ctx.services.bookingsServices.listAvailable(),
);
