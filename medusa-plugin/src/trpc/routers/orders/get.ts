import { orderIdSchema } from "@platform/domain";
import type PlatformOrderService from "../../../services/platform-order";
import { orderProcedure } from "./procedure";

/** The order's detail: summary, items, shipping address, shipments, and what may be done with it now. */
export const get = orderProcedure.input(orderIdSchema).query(async ({ ctx, input }) => {
  return await ctx.container
    .resolve<PlatformOrderService>("platformOrderService")
    .get(ctx.organisationId, input.orderId);
});
