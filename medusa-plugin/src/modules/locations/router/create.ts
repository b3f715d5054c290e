import { createLocationSchema } from "@platform/domain";
import { supportLocationsProcedure } from "./procedure";

/** Support: a platform warehouse, or an organisation's own location. */
export const create = supportLocationsProcedure.input(createLocationSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.locations.create(input);
});
