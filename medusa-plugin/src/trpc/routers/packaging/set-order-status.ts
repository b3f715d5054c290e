import { setPackagingOrderStatusSchema } from "@platform/domain";
import { produceProcedure, viewerOf } from "./procedure";

/** The producer (or support) moves the order on; arrived adds it to the location's stock once. */
export const setOrderStatus = produceProcedure
  .input(setPackagingOrderStatusSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.setStatus(viewerOf(ctx), input.packagingOrderId, input.status),
  );
