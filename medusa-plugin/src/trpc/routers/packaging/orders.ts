import { packagingOrderListSchema } from "@platform/domain";
import { packagingOrdersProcedure, viewerOf } from "./procedure";

/** Packaging orders the caller may see, newest first. */
export const orders = packagingOrdersProcedure
  .input(packagingOrderListSchema)
  .query(async ({ ctx, input }) => await ctx.services.packagingOrders.list(viewerOf(ctx), input));
