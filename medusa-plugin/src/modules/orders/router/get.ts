import { orderIdSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** The order's detail: summary, items, shipping address, shipments, and what may be done with it now. */
export const get = orderProcedure.input(orderIdSchema).query(async ({ ctx, input }) => {
  return await ctx.services.orders.get(ctx.organisationId, input.orderId);
});
