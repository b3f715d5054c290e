import { orderIdSchema, scopeOf } from "@platform/domain";
import type { PlatformOrderEditService } from "../../../../../../modules/orders";
import { apiRoute } from "../../../../../rest-api";

/**
 * POST /api/v1/orders/:id/cancel — the app's "delete order" (allowed while nothing of it has
 * shipped and no claim refers to it; the same rules and messages). Needs an Idempotency-Key.
 */
export const POST = apiRoute({ scope: scopeOf("orders", "write"), write: true }, async ({ caller, req }) => {
  const { orderId } = orderIdSchema.parse({ orderId: req.params.id });
  await req.scope.resolve<PlatformOrderEditService>("platformOrderEditService").delete(caller.organisationId, orderId);
  return { status: 200, body: { id: orderId, cancelled: true } };
});
