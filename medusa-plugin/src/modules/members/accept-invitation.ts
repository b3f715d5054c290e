import { type AcceptInvitationInput, INVITATION_MESSAGES, ORGANISATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { Invitation } from "../../models/invitation";
import { recordAudit } from "../audit";
import { findOpenInvitationByTokenHash, saveInvitation } from "./data-access/invitations";
import { accountIdByEmail } from "./data-access/members";
import { invitationAuditFields, invitationStatus, invitationView } from "./invitation-view";
import { hashInvitationToken } from "./send-invitation";
import type { InvitationDeps, InvitationView } from "./types";

/** The pending invitation behind a link; anything else (used, revoked, expired, unknown) is one message. */
async function usableInvitation(manager: EntityManager, token: string, lock: boolean): Promise<Invitation> {
  const invitation = await findOpenInvitationByTokenHash(manager, hashInvitationToken(token), lock);
  if (!invitation || invitationStatus(invitation) !== "pending") {
    throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.invalid);
  }
  return invitation;
}

/** What the onboarding page shows before the invitee fills anything in. */
export async function checkInvitation(deps: InvitationDeps, token: string): Promise<InvitationView> {
  return await invitationView(deps.manager, await usableInvitation(deps.manager, token, false));
}

/**
 * Creates the account and membership (and, for an organisation invitation, the organisation)
 * and marks the invitation used, in one transaction. The client then signs in.
 */
export async function acceptInvitation(deps: InvitationDeps, input: AcceptInvitationInput): Promise<{ email: string }> {
  return await deps
    .transaction(async (manager) => {
      const invitation = await usableInvitation(manager, input.token, true);
      const owner = {
        email: invitation.email,
        password: input.account.password,
        first_name: input.account.firstName,
        last_name: input.account.lastName,
      };
      const language = invitation.language === "de" ? "de" : "en";
      const organisations = deps.organisationService.withTransaction(manager);
      // Someone took the address between the check and now: the link is no longer usable.
      const mapConflict = (error: unknown) => {
        if (error instanceof DomainError && error.code === "CONFLICT")
          throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.invalid);
        throw error;
      };
      if (invitation.kind === "organisation") {
        await organisations
          .createWithOwner({
            organisation: {
              ...(input.organisation.company ?? {}),
              name: input.organisation.name ?? invitation.new_organisation_name ?? "",
              type: invitation.new_organisation_type ?? "merchant",
              status: "active",
              agency_id: invitation.agency_id,
            },
            owner,
            language,
            invitedBy: invitation.invited_by,
          })
          .catch(mapConflict);
      } else {
        await organisations
          .createMember({
            organisationId: invitation.organisation_id,
            owner,
            role: invitation.role,
            language,
            invitedBy: invitation.invited_by,
          })
          .catch(mapConflict);
      }
      const before = invitationAuditFields(invitation);
      invitation.accepted_at = new Date();
      await saveInvitation(manager, invitation);
      const personId = await accountIdByEmail(manager, invitation.email);
      await recordAudit(manager, {
        organisationId: invitation.organisation_id,
        subjectType: "invitation",
        subjectId: invitation.id,
        subjectLabel: invitation.email,
        action: "invitation.accepted",
        before,
        after: invitationAuditFields(invitation),
        actor: personId,
      });
      return { email: invitation.email };
    })
    .catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      console.error("[invitations] accept failed", error);
      throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.createFailed);
    });
}
