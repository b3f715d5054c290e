import { inviteMemberSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";
import { inviterOf } from "./inviter";

/** Invite a person by email into the caller's organisation. */
export const invite = accessProcedure("manageOrganisation")
  .input(inviteMemberSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.membersInvitations.inviteMember(inviterOf(ctx), input);
  });
