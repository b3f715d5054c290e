import { packagingOrderIdSchema } from "@platform/domain";
import { packagingOrdersProcedure, viewerOf } from "./procedure";

/** One packaging order with its customer and producer files. */
export const order = packagingOrdersProcedure
  .input(packagingOrderIdSchema)
  .query(
    async ({ ctx, input }) => await ctx.services.packagingOrders.getOrThrow(viewerOf(ctx), input.packagingOrderId),
  );
