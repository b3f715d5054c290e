import { markShippedSchema } from "@platform/domain";
import type PlatformOrderService from "../../../services/platform-order";
import { orderProcedure } from "./procedure";

/** The order was shipped with these tracking numbers and links; a shop order's fulfilment goes back to Shopify. */
export const markShipped = orderProcedure.input(markShippedSchema).mutation(async ({ ctx, input }) => {
  const extension = await ctx.container
    .resolve<PlatformOrderService>("platformOrderService")
    .markShipped(ctx.organisationId, input);
  return {
    id: extension.order_id,
    trackingNumbers: extension.tracking_numbers,
    trackingUrls: extension.tracking_urls,
    shippedAt: extension.shipped_at,
    fulfilmentPushStatus: extension.fulfilment_push_status,
  };
});
