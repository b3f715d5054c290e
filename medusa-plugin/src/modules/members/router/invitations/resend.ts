import { invitationIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";

export const resend = accessProcedure("manageOrganisation")
  .input(invitationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.membersInvitations.resend({ organisationId: ctx.organisationId }, input.invitationId);
  });
