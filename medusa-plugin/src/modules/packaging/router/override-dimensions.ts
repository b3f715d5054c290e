import { overrideDimensionsSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support or the producer overrides the dimensions. */
export const overrideDimensions = accessProcedure("producePackaging")
  .input(overrideDimensionsSchema)
  .mutation(
    async ({ ctx, input }) => await ctx.services.packagingOrders.overrideDimensions(ctx, ctx.customerId, input),
  );
