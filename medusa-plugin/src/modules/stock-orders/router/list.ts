import { STOCK_ORDER_MESSAGES, stockOrderListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The merchant's own stock orders, a supplier's for its products, support's all. */
export const list = accessProcedure("stockOrders")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.noDataFetched })
  .input(stockOrderListSchema)
  .query(async ({ ctx, input }) => await ctx.services.stockOrders.list(viewerOf(ctx), input));
