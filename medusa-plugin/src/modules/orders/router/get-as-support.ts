import { orderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support reads any organisation's order (to decide its claims), with its history. */
export const getAsSupport = accessProcedure("superviseOrders")
  .input(orderIdSchema)
  .query(async ({ ctx, input }) => {
    const order = await ctx.services.orders.get(null, input.orderId);
    const history = await ctx.services.ordersHistory.list(input.orderId);
    return { order, history };
  });
