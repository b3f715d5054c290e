import { createLocationSchema } from "@platform/domain";
import { locationService, supportLocationsProcedure } from "./procedure";

/** Support: a platform warehouse, or an organisation's own location. */
export const create = supportLocationsProcedure.input(createLocationSchema).mutation(async ({ ctx, input }) => {
  return await locationService(ctx.container).create(input);
});
