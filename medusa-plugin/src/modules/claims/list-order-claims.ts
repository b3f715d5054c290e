import { toClaimViews } from "./claim-views";
import { listOrderClaimRows } from "./data-access/claims";
import type { ClaimReadDeps, ClaimView } from "./types";

/** The claims of one of the organisation's orders (support: of any order when organisationId is null), oldest first. */
export async function listOrderClaims(
  deps: ClaimReadDeps,
  organisationId: string | null,
  orderId: string,
): Promise<ClaimView[]> {
  return await toClaimViews(deps, await listOrderClaimRows(deps.manager, organisationId, orderId));
}
