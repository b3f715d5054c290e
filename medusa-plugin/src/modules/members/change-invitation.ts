import { INVITATION_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import type { Invitation } from "../../models/invitation";
import { recordAudit } from "../audit";
import { findInvitation, saveInvitation } from "./data-access/invitations";
import { invitationAuditFields, invitationStatus, invitationView } from "./invitation-view";
import { assertNoAccount, mailInvitation, newInvitationToken } from "./send-invitation";
import type { InvitationDeps, InvitationScope, InvitationView } from "./types";

/**
 * Changes an open (pending or expired) invitation of this organisation and records the change, in
 * one transaction. The row is locked while it is read, so an acceptance at the same moment either
 * comes first (and this answers "not pending") or waits; an accepted invitation is never revoked.
 */
async function changeOpenInvitation(
  deps: InvitationDeps,
  scope: InvitationScope,
  invitationId: string,
  action: "invitation.resent" | "invitation.revoked",
  change: (invitation: Invitation) => void,
): Promise<Invitation> {
  const { organisationId, kind } = scope;
  return await deps.transaction(async (manager) => {
    const invitation = await findInvitation(manager, organisationId, invitationId, { lock: true, kind });
    if (!invitation) throw new DomainError("NOT_FOUND", "common:errors.notFound");
    const status = invitationStatus(invitation);
    if (status !== "pending" && status !== "expired") {
      throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.notPending);
    }
    const before = invitationAuditFields(invitation);
    change(invitation);
    await saveInvitation(manager, invitation);
    await recordAudit(manager, {
      organisationId,
      subjectType: "invitation",
      subjectId: invitation.id,
      subjectLabel: invitation.email,
      action,
      before,
      after: invitationAuditFields(invitation),
    });
    return invitation;
  });
}

/**
 * A fresh link (the old one stops working) and a fresh expiry, mailed again. The rules of sending
 * hold: an address that has an account meanwhile is refused (that person signs in instead).
 */
export async function resendInvitation(
  deps: InvitationDeps,
  scope: InvitationScope,
  invitationId: string,
): Promise<InvitationView> {
  const existing = await findInvitation(deps.manager, scope.organisationId, invitationId, { kind: scope.kind });
  if (existing) await assertNoAccount(deps, existing.email);
  const { token, hash, expiresAt } = newInvitationToken();
  const invitation = await changeOpenInvitation(deps, scope, invitationId, "invitation.resent", (open) => {
    open.token_hash = hash;
    open.expires_at = expiresAt;
  });
  await mailInvitation(deps, invitation, token);
  return await invitationView(deps.manager, invitation);
}

/** The link stops working; the invitation stays in the list as revoked. */
export async function revokeInvitation(
  deps: InvitationDeps,
  scope: InvitationScope,
  invitationId: string,
): Promise<InvitationView> {
  const invitation = await changeOpenInvitation(deps, scope, invitationId, "invitation.revoked", (open) => {
    open.revoked_at = new Date();
  });
  return await invitationView(deps.manager, invitation);
}
