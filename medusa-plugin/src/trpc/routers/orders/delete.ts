import { orderIdSchema } from "@platform/domain";
import type PlatformOrderService from "../../../services/platform-order";
import { orderProcedure } from "./procedure";

/** Deletes an order while nothing of it has been shipped and no claim refers to it. */
export const remove = orderProcedure.input(orderIdSchema).mutation(async ({ ctx, input }) => {
  await ctx.container.resolve<PlatformOrderService>("platformOrderService").delete(ctx.organisationId, input.orderId);
  return { id: input.orderId };
});
