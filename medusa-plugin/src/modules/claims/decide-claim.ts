import { CLAIM_MESSAGES, type DecideClaimInput } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { notifyMembers } from "../notifications";
import type { ClaimDeps } from "./claim-deps";
import { lockClaimForDecision, updateClaimDecision } from "./data-access/claims";
import { getClaim } from "./get-claim";
import { mailClaimDecision } from "./mail-claim-decision";
import type { ClaimView } from "./types";

/** Support's decision: the status with its amount (refunded, credit) or new tracking number. */
export async function decideClaim(deps: ClaimDeps, customerId: string, input: DecideClaimInput): Promise<ClaimView> {
  await deps.manager.transaction(async (manager) => {
    const claim = await lockClaimForDecision(manager, input.claimId);
    if (!claim) throw new DomainError("NOT_FOUND", CLAIM_MESSAGES.notFound);
    const paidOut = input.status === "refunded" || input.status === "credit";
    const tracking = input.status === "new_tracking_number";
    await updateClaimDecision(manager, input.claimId, {
      status: input.status,
      amount: paidOut ? input.amount : null,
      currencyCode: paidOut ? claim.currency_code : null,
      newTrackingNumber: tracking ? input.trackingNumber : null,
      newTrackingUrl: tracking ? input.trackingUrl || null : null,
      decisionNote: input.note || null,
      decidedBy: customerId,
      decidedAt: new Date(),
    });
    await recordAudit(manager, {
      organisationId: claim.organisation_id,
      subjectType: "claim",
      subjectId: claim.id,
      subjectLabel: claim.order_number,
      action: "claim.decided",
      before: {
        status: claim.status,
        amount: claim.amount,
        new_tracking_number: claim.new_tracking_number,
        note: claim.decision_note,
      },
      after: {
        status: input.status,
        amount: paidOut ? input.amount : null,
        new_tracking_number: tracking ? input.trackingNumber : null,
        note: input.note || null,
      },
      actor: customerId,
    });
    if (input.status === "refunded" || input.status === "credit") {
      // Refunded or credited: a credit note for the amount, in the same transaction (one per claim).
      await deps.invoices.creditForClaim(
        manager,
        {
          id: claim.id,
          orderId: claim.order_id,
          organisationId: claim.organisation_id,
          orderNumber: claim.order_number,
          amount: input.amount,
          currencyCode: claim.currency_code,
        },
        customerId,
      );
    }
    await notifyMembers(manager, {
      organisationIds: [claim.organisation_id],
      kind: "claim_decided",
      subjectType: "claim",
      subjectId: claim.id,
      params: { orderId: claim.order_id, orderNumber: claim.order_number, status: input.status },
    });
    await deps.history.record(manager, {
      orderId: claim.order_id,
      organisationId: claim.organisation_id,
      type: "claim_decided",
      data: { claimId: claim.id, claimType: claim.type, status: input.status },
      actor: customerId,
    });
  });
  // A credit note lowers the amount due of the invoice it corrects: its open card session goes.
  if (input.status === "refunded" || input.status === "credit") await deps.invoices.creditIssued(input.claimId);
  const claim = await getClaim(deps, input.claimId);
  // The decision stands even when the mail cannot be sent; the failure is logged.
  await mailClaimDecision(deps, claim).catch((error: unknown) =>
    console.error(`[mail] claimDecided for ${claim.id} failed`, error),
  );
  return claim;
}
