import { apiShipmentListSchema, orderIdSchema, scopeOf } from "@platform/domain";
import type { PlatformOrderService } from "../../../../../../modules/orders";
import { apiRoute, documented } from "../../../../../rest-api";

/**
 * GET /api/v1/orders/:id/shipments — the order's shipments with their tracking numbers and links,
 * oldest first (as ShipBob's `GET /order/{id}/shipment`; the order's own answer holds them too).
 */
export const GET = apiRoute({ scope: scopeOf("orders", "read") }, async ({ caller, req }) => {
  const { orderId } = orderIdSchema.parse({ orderId: req.params.id });
  const order = await req.scope
    .resolve<PlatformOrderService>("platformOrderService")
    .get(caller.organisationId, orderId);
  return { status: 200, body: documented(apiShipmentListSchema, { data: order.shipments }) };
});
