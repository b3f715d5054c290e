import type { InvitationStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { Invitation } from "../../models/invitation";
import type { Organisation } from "../../models/organisation";
import { findOrganisation } from "./data-access/invitations";
import type { InvitationView } from "./types";

export function invitationStatus(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.accepted_at) return "accepted";
  if (invitation.revoked_at) return "revoked";
  if (invitation.expires_at.getTime() <= now.getTime()) return "expired";
  return "pending";
}

/** What the audit log keeps of an invitation: never its token (nor the token's hash). */
export function invitationAuditFields(invitation: Invitation) {
  return {
    kind: invitation.kind,
    email: invitation.email,
    role: invitation.role,
    new_organisation_name: invitation.new_organisation_name,
    new_organisation_type: invitation.new_organisation_type,
    expires_at: invitation.expires_at,
    accepted_at: invitation.accepted_at,
    revoked_at: invitation.revoked_at,
  };
}

/** An invitation as the screens show it: a new organisation's name and type, or the inviting organisation's. */
export async function invitationView(
  manager: EntityManager,
  invitation: Invitation,
  known?: Organisation,
): Promise<InvitationView> {
  const organisation = known ?? (await findOrganisation(manager, invitation.organisation_id));
  if (!organisation) throw new Error(`invitation ${invitation.id} has no organisation`);
  const isNew = invitation.kind === "organisation";
  return {
    id: invitation.id,
    kind: invitation.kind,
    email: invitation.email,
    role: invitation.role,
    organisationName: isNew ? (invitation.new_organisation_name ?? "") : organisation.name,
    organisationType: isNew ? (invitation.new_organisation_type ?? "merchant") : organisation.type,
    status: invitationStatus(invitation),
    expiresAt: invitation.expires_at,
    createdAt: invitation.created_at,
  };
}
