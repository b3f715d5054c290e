import { INVITATION_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import type { Invitation } from "../../models/invitation";
import { recordAudit } from "../audit";
import { findInvitation, saveInvitation } from "./data-access/invitations";
import { invitationAuditFields, invitationStatus, invitationView } from "./invitation-view";
import { mailInvitation, newInvitationToken } from "./send-invitation";
import type { InvitationDeps, InvitationView } from "./types";

/** An invitation of this organisation that is still open (pending or expired); accepted and revoked ones stay as they are. */
async function openInvitation(deps: InvitationDeps, organisationId: string, invitationId: string): Promise<Invitation> {
  const invitation = await findInvitation(deps.manager, organisationId, invitationId);
  if (!invitation) throw new DomainError("NOT_FOUND", "common:errors.notFound");
  const status = invitationStatus(invitation);
  if (status !== "pending" && status !== "expired")
    throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.notPending);
  return invitation;
}

/** Changes an open invitation of this organisation and records the change, in one transaction. */
async function changeOpenInvitation(
  deps: InvitationDeps,
  organisationId: string,
  invitationId: string,
  action: "invitation.resent" | "invitation.revoked",
  change: (invitation: Invitation) => void,
): Promise<Invitation> {
  const invitation = await openInvitation(deps, organisationId, invitationId);
  const before = invitationAuditFields(invitation);
  change(invitation);
  await deps.transaction(async (manager) => {
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
  });
  return invitation;
}

/** A fresh link (the old one stops working) and a fresh expiry, mailed again. */
export async function resendInvitation(
  deps: InvitationDeps,
  organisationId: string,
  invitationId: string,
): Promise<InvitationView> {
  const { token, hash, expiresAt } = newInvitationToken();
  const invitation = await changeOpenInvitation(deps, organisationId, invitationId, "invitation.resent", (open) => {
    open.token_hash = hash;
    open.expires_at = expiresAt;
  });
  await mailInvitation(deps, invitation, token);
  return await invitationView(deps.manager, invitation);
}

/** The link stops working; the invitation stays in the list as revoked. */
export async function revokeInvitation(
  deps: InvitationDeps,
  organisationId: string,
  invitationId: string,
): Promise<InvitationView> {
  const invitation = await changeOpenInvitation(deps, organisationId, invitationId, "invitation.revoked", (open) => {
    open.revoked_at = new Date();
  });
  return await invitationView(deps.manager, invitation);
}
