import type { CustomerService } from "@medusajs/medusa";
import type { AcceptInvitationInput, InviteMemberInput, InviteOrganisationInput } from "@platform/domain";
import type MailerService from "../../lib/mailer";
import { MembershipWriter } from "../../lib/platform-service";
import type { OrganisationService } from "../organisations";
import { acceptInvitation, checkInvitation } from "./accept-invitation";
import { resendInvitation, revokeInvitation } from "./change-invitation";
import { findOrganisation, listInvitations } from "./data-access/invitations";
import { invitationView } from "./invitation-view";
import { inviteMember } from "./invite-member";
import { inviteOrganisation } from "./invite-organisation";
import type { InvitationDeps, InvitationScope, InvitationView, Inviter } from "./types";

type InjectedDependencies = {
  customerService: CustomerService;
  mailerService: MailerService;
  organisationService: OrganisationService;
};

/**
 * Medusa's `invitationService` (services/invitation.ts re-exports it): member and organisation
 * invitations, one use case per file. Writes run in a transaction after which every instance
 * forgets its cached memberships (an accepted invitation adds a member).
 */
export default class InvitationService extends MembershipWriter<InjectedDependencies> {
  private deps(): InvitationDeps {
    return {
      manager: this.activeManager_,
      transaction: (work) => this.transaction_(work),
      customerService: this.deps_.customerService,
      mailerService: this.deps_.mailerService,
      organisationService: this.deps_.organisationService,
    };
  }

  async inviteMember(inviter: Inviter, input: InviteMemberInput): Promise<InvitationView> {
    return await inviteMember(this.deps(), inviter, input);
  }

  async inviteOrganisation(inviter: Inviter, input: InviteOrganisationInput): Promise<InvitationView> {
    return await inviteOrganisation(this.deps(), inviter, input);
  }

  /** Invitations sent from this organisation (members into it, and organisations it invited). */
  async list(scope: InvitationScope): Promise<InvitationView[]> {
    const { organisationId } = scope;
    const [invitations, organisation] = await Promise.all([
      listInvitations(this.activeManager_, organisationId, scope.kind),
      findOrganisation(this.activeManager_, organisationId),
    ]);
    return await Promise.all(
      invitations.map((invitation) => invitationView(this.activeManager_, invitation, organisation ?? undefined)),
    );
  }

  async resend(scope: InvitationScope, invitationId: string): Promise<InvitationView> {
    return await resendInvitation(this.deps(), scope, invitationId);
  }

  async revoke(scope: InvitationScope, invitationId: string): Promise<InvitationView> {
    return await revokeInvitation(this.deps(), scope, invitationId);
  }

  async check(token: string): Promise<InvitationView> {
    return await checkInvitation(this.deps(), token);
  }

  async accept(input: AcceptInvitationInput): Promise<{ email: string }> {
    return await acceptInvitation(this.deps(), input);
  }
}
