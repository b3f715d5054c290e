import { type InviteMemberInput, ORGANISATION_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { invitationView } from "./invitation-view";
import { assertNoAccount, sendInvitation } from "./send-invitation";
import type { InvitationDeps, InvitationView, Inviter } from "./types";

/** A member (owner or admin) invites a person into their own organisation; only an owner grants owner. */
export async function inviteMember(
  deps: InvitationDeps,
  inviter: Inviter,
  input: InviteMemberInput,
): Promise<InvitationView> {
  if (input.role === "owner" && inviter.memberRole !== "owner") {
    throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.onlyOwnerGrantsOwner, "role");
  }
  await assertNoAccount(deps, input.email);
  const invitation = await sendInvitation(deps, {
    kind: "member",
    email: input.email,
    role: input.role,
    organisation_id: inviter.organisationId,
    invited_by: inviter.customerId,
    language: inviter.language,
  });
  return await invitationView(deps.manager, invitation);
}
