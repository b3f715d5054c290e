import { createOrderSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** A manual order for one of the organisation's shops. */
export const create = orderProcedure.input(createOrderSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.ordersEdits.create(ctx.organisationId, ctx.customerId, input);
});
