import { STOCK_ORDER_MESSAGES, stockOrderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The supplier of the order (or support): confirm. */
export const confirm = accessProcedure("supplyStockOrders")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.actionFailed })
  .input(stockOrderIdSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.stockOrders.confirm(viewerOf(ctx), input.stockOrderId));
