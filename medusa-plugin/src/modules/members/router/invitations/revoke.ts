import { invitationIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";

export const revoke = accessProcedure("manageOrganisation")
  .input(invitationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.membersInvitations.revoke({ organisationId: ctx.organisationId }, input.invitationId);
  });
