import { STOCK_ORDER_MESSAGES, stockOrderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

export const get = accessProcedure("stockOrders")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.noDataFetched })
  .input(stockOrderIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.stockOrders.get(viewerOf(ctx), input.stockOrderId));
