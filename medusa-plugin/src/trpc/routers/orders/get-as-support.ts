import { orderIdSchema } from "@platform/domain";
import type OrderHistoryService from "../../../services/order-history";
import type PlatformOrderService from "../../../services/platform-order";
import { roleProcedure } from "../../trpc";

/** Support reads any organisation's order (to decide its claims), with its history. */
export const getAsSupport = roleProcedure("support")
  .input(orderIdSchema)
  .query(async ({ ctx, input }) => {
    const order = await ctx.container.resolve<PlatformOrderService>("platformOrderService").get(null, input.orderId);
    const history = await ctx.container.resolve<OrderHistoryService>("orderHistoryService").list(input.orderId);
    return { order, history };
  });
