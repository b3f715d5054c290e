import { setPackagingOrderStatusSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** The producer (or support) moves the order on; arrived adds it to the location's stock once. */
export const setOrderStatus = accessProcedure("producePackaging")
  .input(setPackagingOrderStatusSchema)
  .mutation(
    async ({ ctx, input }) => await ctx.services.packagingOrders.setStatus(ctx, input.packagingOrderId, input.status),
  );
