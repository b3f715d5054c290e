import { orderIdSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** Every state change of the order with who and when, oldest first. */
export const history = orderProcedure.input(orderIdSchema).query(async ({ ctx, input }) => {
  // Reading the order first answers NOT_FOUND for another organisation's order.
  await ctx.services.orders.get(ctx.organisationId, input.orderId);
  return await ctx.services.ordersHistory.list(input.orderId);
});
