import { packagingOrderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** One packaging order with its customer and producer files. */
export const order = accessProcedure("packagingUi")
  .input(packagingOrderIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.packagingOrders.get(ctx, input.packagingOrderId));
