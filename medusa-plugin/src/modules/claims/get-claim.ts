import { toClaimViews } from "./claim-views";
import { findClaimRow } from "./data-access/claims";
import type { ClaimReadDeps, ClaimView } from "./types";

/** One claim as the screens show it (just written: it exists). */
export async function getClaim(deps: ClaimReadDeps, claimId: string): Promise<ClaimView> {
  const row = await findClaimRow(deps.manager, claimId);
  return (await toClaimViews(deps, row ? [row] : []))[0] as ClaimView;
}
