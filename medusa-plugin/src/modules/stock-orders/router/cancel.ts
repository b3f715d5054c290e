import { STOCK_ORDER_MESSAGES, stockOrderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The merchant cancels its own stock order before it ships. */
export const cancel = accessProcedure("orderStock")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.actionFailed })
  .input(stockOrderIdSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.stockOrders.cancel(viewerOf(ctx), input.stockOrderId));
