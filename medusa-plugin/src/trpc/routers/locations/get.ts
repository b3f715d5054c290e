import { locationGetSchema } from "@platform/domain";
import { locationService, locationsProcedure, viewerOf } from "./procedure";

/** A location with the organisation's stocks there per variant: on hand, reserved, available. */
export const get = locationsProcedure.input(locationGetSchema).query(async ({ ctx, input }) => {
  return await locationService(ctx.container).get(viewerOf(ctx), input);
});
