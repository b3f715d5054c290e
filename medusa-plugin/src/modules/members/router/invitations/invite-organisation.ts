import { inviteOrganisationSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";
import { inviterOf } from "./inviter";

/** "Invite organisation": support invites any kind; an agency invites a merchant client. */
export const inviteOrganisation = accessProcedure("inviteOrganisation")
  .input(inviteOrganisationSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.membersInvitations.inviteOrganisation(inviterOf(ctx), input);
  });
