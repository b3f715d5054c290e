import { orderRoutingSchema } from "@platform/domain";
import { supportLocationsProcedure } from "./procedure";

/** Support: route an order again (after stock arrived or priorities changed); same rule as intake. */
export const routeOrder = supportLocationsProcedure.input(orderRoutingSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.locationsRouting.routeOrderNow(input.orderId);
});
