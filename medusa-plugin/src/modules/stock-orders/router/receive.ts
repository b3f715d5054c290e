import { receiveStockOrderSchema, STOCK_ORDER_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support receives a delivery into the location's stock; a repeated receipt key adds nothing. */
export const receive = accessProcedure("receiveStockOrders")
  .meta({ failureMessage: STOCK_ORDER_MESSAGES.actionFailed })
  .input(receiveStockOrderSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.stockOrders.receive(ctx.customerId, input));
