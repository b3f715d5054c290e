import { overrideDimensionsSchema } from "@platform/domain";
import { produceProcedure, viewerOf } from "./procedure";

/** Support or the producer overrides the dimensions. */
export const overrideDimensions = produceProcedure
  .input(overrideDimensionsSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.overrideDimensions(viewerOf(ctx), ctx.customerId, input),
  );
