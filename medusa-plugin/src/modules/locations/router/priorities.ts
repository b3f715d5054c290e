import { locationPrioritiesSchema } from "@platform/domain";
import { merchantLocationsProcedure } from "./procedure";

/** Every location the organisation sees with its priority for a country (or No Country), or none. */
export const priorities = merchantLocationsProcedure.input(locationPrioritiesSchema).query(async ({ ctx, input }) => {
  return await ctx.services.locations.priorities(ctx.organisationId, input.country);
});
