import { createOrderSchema } from "@platform/domain";
import type PlatformOrderService from "../../../services/platform-order";
import { orderProcedure } from "./procedure";

/** A manual order for one of the organisation's shops. */
export const create = orderProcedure.input(createOrderSchema).mutation(async ({ ctx, input }) => {
  return await ctx.container
    .resolve<PlatformOrderService>("platformOrderService")
    .create(ctx.organisationId, ctx.customerId, input);
});
