import { updateLocationSchema } from "@platform/domain";
import { locationService, supportLocationsProcedure } from "./procedure";

/** Support: name, type, status and address of a location. */
export const update = supportLocationsProcedure.input(updateLocationSchema).mutation(async ({ ctx, input }) => {
  return await locationService(ctx.container).update(input);
});
