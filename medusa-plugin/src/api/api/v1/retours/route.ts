import { apiRetourPageSchema, retourListSchema, scopeOf } from "@platform/domain";
import type { RetourService } from "../../../../modules/retours";
import { apiRoute, documented, queryInput } from "../../../rest-api";

/** GET /api/v1/retours — the organisation's retours (returned items graded A/B/C), newest first, by shop, order and date. */
export const GET = apiRoute({ scope: scopeOf("retours", "read"), access: "retours" }, async ({ caller, req }) => {
  const input = retourListSchema.parse(queryInput(req));
  const page = await req.scope
    .resolve<RetourService>("retourService")
    .list({ organisationId: caller.organisationId, role: "customer" }, input);
  return { status: 200, body: documented(apiRetourPageSchema, { ...page, data: page.items }) };
});
