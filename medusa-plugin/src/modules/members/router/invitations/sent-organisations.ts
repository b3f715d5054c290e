import { invitationIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";

// "Invite organisation" follows what it sent: whoever may invite an organisation (an agency's every
// member, support) sees, resends and revokes the organisation invitations of their own organisation,
// never its member invitations (those are the managers', on the organisation page).
const scopeOf = (ctx: { organisationId: string }) => ({
  organisationId: ctx.organisationId,
  kind: "organisation" as const,
});

export const sentOrganisations = accessProcedure("inviteOrganisation").query(async ({ ctx }) => {
  return await ctx.services.membersInvitations.list(scopeOf(ctx));
});

export const resendOrganisation = accessProcedure("inviteOrganisation")
  .input(invitationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.membersInvitations.resend(scopeOf(ctx), input.invitationId);
  });

export const revokeOrganisation = accessProcedure("inviteOrganisation")
  .input(invitationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.membersInvitations.revoke(scopeOf(ctx), input.invitationId);
  });
