import { apiOrderDetailSchema, orderIdSchema, scopeOf } from "@platform/domain";
import type { PlatformOrderService } from "../../../../../modules/orders";
import { apiRoute, documented } from "../../../../rest-api";

/** GET /api/v1/orders/:id — the order's detail as the app's order page reads it, in the documented shape (no screen-only fields). */
export const GET = apiRoute({ scope: scopeOf("orders", "read") }, async ({ caller, req }) => {
  const { orderId } = orderIdSchema.parse({ orderId: req.params.id });
  const order = await req.scope
    .resolve<PlatformOrderService>("platformOrderService")
    .get(caller.organisationId, orderId);
  return { status: 200, body: documented(apiOrderDetailSchema, order) };
});
