import { setLocationPrioritiesSchema } from "@platform/domain";
import { merchantLocationsProcedure } from "./procedure";

/** The organisation's priorities (1–5, or none) for one country, saved all at once. */
export const setPriorities = merchantLocationsProcedure
  .input(setLocationPrioritiesSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.locations.setPriorities(ctx.organisationId, input);
  });
