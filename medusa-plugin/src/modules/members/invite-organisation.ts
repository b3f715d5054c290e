import { INVITATION_MESSAGES, type InviteOrganisationInput } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { invitationView } from "./invitation-view";
import { assertNoAccount, sendInvitation } from "./send-invitation";
import type { InvitationDeps, InvitationView, Inviter } from "./types";

/** Support invites a new organisation of any type but platform; an agency invites a merchant that becomes its client. */
export async function inviteOrganisation(
  deps: InvitationDeps,
  inviter: Inviter,
  input: InviteOrganisationInput,
): Promise<InvitationView> {
  const isAgency = inviter.organisationType === "agency";
  if (input.type === "platform" || (isAgency && input.type !== "merchant")) {
    throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.typeNotAllowed, "type");
  }
  await assertNoAccount(deps, input.email);
  const invitation = await sendInvitation(deps, {
    kind: "organisation",
    email: input.email,
    role: "owner",
    organisation_id: inviter.organisationId,
    new_organisation_name: input.organisationName,
    new_organisation_type: input.type,
    agency_id: isAgency ? inviter.organisationId : null,
    invited_by: inviter.customerId,
    language: inviter.language,
  });
  return await invitationView(deps.manager, invitation);
}
