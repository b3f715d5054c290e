import { orderRoutingSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Where the order ships from and why, or why no location can ship it (order detail). */
export const routingForOrder = accessProcedure("orderRouting")
  .input(orderRoutingSchema)
  .query(async ({ ctx, input }) => {
    return await ctx.services.locationsRouting.routingForOrder(viewerOf(ctx), input.orderId);
  });
