import { orderListSchema } from "@platform/domain";
import type PlatformOrderService from "../../../services/platform-order";
import { orderProcedure } from "./procedure";

/** The organisation's orders: number, date, customer, payment and fulfilment status, total, shop, "needs linking". */
export const list = orderProcedure.input(orderListSchema).query(async ({ ctx, input }) => {
  return await ctx.container.resolve<PlatformOrderService>("platformOrderService").list(ctx.organisationId, input);
});
