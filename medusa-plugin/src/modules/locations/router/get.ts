import { locationGetSchema } from "@platform/domain";
import { locationsProcedure, viewerOf } from "./procedure";

/** A location with the organisation's stocks there per variant: on hand, reserved, available. */
export const get = locationsProcedure.input(locationGetSchema).query(async ({ ctx, input }) => {
  return await ctx.services.locations.get(viewerOf(ctx), input);
});
