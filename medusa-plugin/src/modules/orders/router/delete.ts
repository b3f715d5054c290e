import { orderIdSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** Deletes an order while nothing of it has been shipped and no claim refers to it. */
export const remove = orderProcedure.input(orderIdSchema).mutation(async ({ ctx, input }) => {
  await ctx.services.ordersEdits.delete(ctx.organisationId, input.orderId);
  return { id: input.orderId };
});
