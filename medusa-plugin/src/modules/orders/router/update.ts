import { updateOrderSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** Corrects the shipping address (and a manual order's items) while nothing has been shipped. */
export const update = orderProcedure.input(updateOrderSchema).mutation(async ({ ctx, input }) => {
  await ctx.services.ordersEdits.update(ctx.organisationId, ctx.customerId, input);
  return { id: input.orderId };
});
