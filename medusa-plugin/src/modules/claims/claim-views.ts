import type { ClaimRow } from "./data-access/claims";
import { CLAIM_SUBJECT, type ClaimReadDeps, type ClaimView } from "./types";

/** Claim rows as the screens show them, each with its files. */
export async function toClaimViews(deps: ClaimReadDeps, rows: ClaimRow[]): Promise<ClaimView[]> {
  const files = await deps.files.listFor(
    CLAIM_SUBJECT,
    rows.map((row) => row.id),
    deps.manager,
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    type: row.type,
    description: row.description,
    status: row.status,
    amount: row.amount,
    currencyCode: row.currency_code ?? row.order_currency,
    newTrackingNumber: row.new_tracking_number,
    newTrackingUrl: row.new_tracking_url,
    note: row.decision_note,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    files: (files.get(row.id) ?? []).map((upload) => deps.files.toView(upload)),
  }));
}
