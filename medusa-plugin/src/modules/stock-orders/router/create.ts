import { createStockOrderSchema, STOCK_ORDER_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** A merchant's stock order; any bad item row refuses the whole order. */
export const create = accessProcedure("orderStock")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.createFailed })
  .input(createStockOrderSchema)
  .mutation(async ({ ctx, input }) => ({
    id: await ctx.services.stockOrders.create(ctx.organisationId, ctx.customerId, input),
  }));
