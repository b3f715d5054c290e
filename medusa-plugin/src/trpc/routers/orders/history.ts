import { orderIdSchema } from "@platform/domain";
import type OrderHistoryService from "../../../services/order-history";
import type PlatformOrderService from "../../../services/platform-order";
import { orderProcedure } from "./procedure";

/** Every state change of the order with who and when, oldest first. */
export const history = orderProcedure.input(orderIdSchema).query(async ({ ctx, input }) => {
  // Reading the order first answers NOT_FOUND for another organisation's order.
  await ctx.container.resolve<PlatformOrderService>("platformOrderService").get(ctx.organisationId, input.orderId);
  return await ctx.container.resolve<OrderHistoryService>("orderHistoryService").list(input.orderId);
});
