import type { ClaimListInput } from "@platform/domain";
import { toClaimViews } from "./claim-views";
import { listClaimRows } from "./data-access/claims";
import type { ClaimReadDeps, ClaimView } from "./types";

/** Every organisation's claims (support; or one organisation's), newest first, by status, type and search. */
export async function listClaims(
  deps: ClaimReadDeps,
  input: ClaimListInput,
  organisationId: string | null = null,
): Promise<{ items: ClaimView[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listClaimRows(deps.manager, input, organisationId);
  return { items: await toClaimViews(deps, rows), total, page: input.page, pageSize: input.pageSize };
}
