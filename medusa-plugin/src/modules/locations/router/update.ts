import { updateLocationSchema } from "@platform/domain";
import { supportLocationsProcedure } from "./procedure";

/** Support: name, type, status and address of a location. */
export const update = supportLocationsProcedure.input(updateLocationSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.locations.update(input);
});
