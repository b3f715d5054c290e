import { orderClaimsSchema } from "@platform/domain";
import { orderProcedure } from "../../orders";

/** The claims of one of the caller's orders with their status, amount or new tracking number, and files. */
export const listForOrder = orderProcedure.input(orderClaimsSchema).query(async ({ ctx, input }) => {
  return await ctx.services.claims.listForOrder(ctx.organisationId, input.orderId);
});
