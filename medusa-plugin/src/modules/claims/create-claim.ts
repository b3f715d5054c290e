import { generateEntityId } from "@medusajs/medusa";
import { CLAIM_ATTACHMENTS, CLAIM_MESSAGES, type CreateClaimInput } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import type { ClaimDeps } from "./claim-deps";
import { findClaimableOrder, insertClaim } from "./data-access/claims";
import { getClaim } from "./get-claim";
import { CLAIM_SUBJECT, type ClaimView } from "./types";

/** A claim on one of the organisation's orders, with the organisation's own freshly uploaded files. */
export async function createClaim(
  deps: ClaimDeps,
  organisationId: string,
  customerId: string,
  input: CreateClaimInput,
): Promise<ClaimView> {
  const id = await deps.manager.transaction(async (manager) => {
    const order = await findClaimableOrder(manager, organisationId, input.orderId);
    if (!order) throw new DomainError("NOT_FOUND", CLAIM_MESSAGES.createFailed);
    if (order.status === "canceled") throw new DomainError("BAD_REQUEST", CLAIM_MESSAGES.orderCanceled);
    const claimId = generateEntityId(undefined, "clm");
    await insertClaim(manager, {
      id: claimId,
      orderId: input.orderId,
      organisationId,
      type: input.type,
      description: input.description,
      status: "pending",
      createdBy: customerId,
    });
    const files = await deps.files.attach(manager, {
      organisationId,
      uploadIds: input.files.map((file) => file.id),
      subjectType: CLAIM_SUBJECT,
      subjectId: claimId,
      rule: CLAIM_ATTACHMENTS,
    });
    await recordAudit(manager, {
      organisationId,
      subjectType: "claim",
      subjectId: claimId,
      subjectLabel: order.number,
      action: "claim.created",
      after: {
        order_id: input.orderId,
        type: input.type,
        description: input.description,
        status: "pending",
        files: files.map((file) => file.name),
      },
      actor: customerId,
    });
    await deps.history.record(manager, {
      orderId: input.orderId,
      organisationId,
      type: "claim_created",
      data: { claimId, claimType: input.type },
      actor: customerId,
    });
    return claimId;
  });
  return await getClaim(deps, id);
}
