import { invitationTokenSchema } from "@platform/domain";
import { publicProcedure } from "../../../../trpc/trpc";

/** The onboarding page asks what a link is for; a bad, expired or used token is "Invalid Invitation". */
export const check = publicProcedure.input(invitationTokenSchema).query(async ({ ctx, input }) => {
  const invitation = await ctx.services.membersInvitations.check(input.token);
  return {
    kind: invitation.kind,
    email: invitation.email,
    role: invitation.role,
    organisationName: invitation.organisationName,
    organisationType: invitation.organisationType,
    expiresAt: invitation.expiresAt,
  };
});
