import { locationPrioritiesSchema } from "@platform/domain";
import { locationService, merchantLocationsProcedure } from "./procedure";

/** Every location the organisation sees with its priority for a country (or No Country), or none. */
export const priorities = merchantLocationsProcedure.input(locationPrioritiesSchema).query(async ({ ctx, input }) => {
  return await locationService(ctx.container).priorities(ctx.organisationId, input.country);
});
