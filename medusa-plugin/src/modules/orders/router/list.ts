import { orderListSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** One page of the organisation's orders (keyset: nextCursor / prevCursor), filtered and sorted. */
export const list = orderProcedure.input(orderListSchema).query(async ({ ctx, input }) => {
  return await ctx.services.orders.list(ctx.organisationId, input);
});
