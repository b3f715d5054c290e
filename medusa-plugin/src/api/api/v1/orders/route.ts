import type { MedusaRequest } from "@medusajs/medusa";
import {
  API_PAGE_SIZE,
  apiOrderCreatedSchema,
  apiOrderPageSchema,
  createOrderSchema,
  orderListSchema,
  scopeOf,
} from "@platform/domain";
import type { PlatformOrderEditService, PlatformOrderService } from "../../../../modules/orders";
import { apiRoute, documented } from "../../../rest-api";

const FLAGS = ["needsLinking", "withoutLocation", "openClaim"] as const;

/** The query string as the list's schema reads it: numbers and true/false are typed, the rest stays text. */
function listInput(req: MedusaRequest): unknown {
  const query = req.query as Record<string, unknown>;
  const input: Record<string, unknown> = { ...query };
  for (const flag of FLAGS) if (query[flag] !== undefined) input[flag] = query[flag] === "true";
  input.limit = query.limit === undefined ? API_PAGE_SIZE.default : Number(query.limit);
  return input;
}

/**
 * GET /api/v1/orders — one page of the organisation's orders with the app's filters and sort,
 * keyset-paginated: `cursor` from the answer's `nextCursor` (or `prevCursor` with `direction=before`).
 */
export const GET = apiRoute({ scope: scopeOf("orders", "read") }, async ({ caller, req }) => {
  const input = orderListSchema.parse(listInput(req));
  const page = await req.scope.resolve<PlatformOrderService>("platformOrderService").list(caller.organisationId, input);
  return {
    status: 200,
    body: documented(apiOrderPageSchema, {
      data: page.items,
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
    }),
  };
});

/**
 * POST /api/v1/orders — a manual order for one of the organisation's shops, the app's "New order"
 * (the same schema, pricing and messages). Needs an Idempotency-Key; answers 201 with the order's id.
 */
export const POST = apiRoute({ scope: scopeOf("orders", "write"), write: true }, async ({ caller, req, body }) => {
  const input = createOrderSchema.parse(body);
  const created = await req.scope
    .resolve<PlatformOrderEditService>("platformOrderEditService")
    .create(caller.organisationId, caller.customerId, input);
  return { status: 201, body: documented(apiOrderCreatedSchema, created) };
});
