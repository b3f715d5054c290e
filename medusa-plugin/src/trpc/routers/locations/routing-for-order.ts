import { orderRoutingSchema } from "@platform/domain";
import { roleProcedure } from "../../trpc";
import { locationService, viewerOf } from "./procedure";

/** Where the order ships from and why, or why no location can ship it (order detail). */
export const routingForOrder = roleProcedure("customer", "waitlist", "support")
  .input(orderRoutingSchema)
  .query(async ({ ctx, input }) => {
    return await locationService(ctx.container).routingForOrder(viewerOf(ctx), input.orderId);
  });
