import { shipOrderSchema } from "@platform/domain";
import { orderProcedure } from "./procedure";

/** A shipment (all or some items) with tracking; a shop order's fulfilment goes back to Shopify. */
export const ship = orderProcedure.input(shipOrderSchema).mutation(async ({ ctx, input }) => {
  const shipment = await ctx.services.ordersShipping.ship(ctx.organisationId, ctx.customerId, input);
  return {
    id: shipment.id,
    orderId: shipment.order_id,
    items: shipment.items,
    trackingNumbers: shipment.tracking_numbers,
    trackingUrls: shipment.tracking_urls,
    pushStatus: shipment.push_status,
  };
});
