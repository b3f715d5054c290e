import { locationListSchema } from "@platform/domain";
import { locationsProcedure, viewerOf } from "./procedure";

/** Platform warehouses and the organisation's own locations (support: all), by type, status and search. */
export const list = locationsProcedure.input(locationListSchema).query(async ({ ctx, input }) => {
  return await ctx.services.locations.list(viewerOf(ctx), input);
});
