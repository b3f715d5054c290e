import { retryShipmentPushSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { orderProcedure } from "./procedure";

/** A shipment Shopify refused (or that never got through) is sent to the shop again, by the merchant. */
export const retryPush = orderProcedure.input(retryShipmentPushSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.ordersShipping.retryPush(
    ctx.organisationId,
    ctx.customerId,
    input.orderId,
    input.shipmentId,
  );
});

/** The same for support, on any organisation's order. */
export const retryPushAsSupport = accessProcedure("superviseOrders")
  .input(retryShipmentPushSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.ordersShipping.retryPush(null, ctx.customerId, input.orderId, input.shipmentId);
  });
