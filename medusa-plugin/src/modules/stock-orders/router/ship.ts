import { STOCK_ORDER_MESSAGES, stockOrderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The supplier of the order (or support): ship. */
export const ship = accessProcedure("supplyStockOrders")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.actionFailed })
  .input(stockOrderIdSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.stockOrders.ship(viewerOf(ctx), input.stockOrderId));
