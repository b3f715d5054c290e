import { packagingOrderListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Packaging orders the caller may see (the merchant's own, the producer's assigned, support's all), newest first. */
export const orders = accessProcedure("packagingUi")
  .input(packagingOrderListSchema)
  .query(async ({ ctx, input }) => await ctx.services.packagingOrders.list(ctx, input));
