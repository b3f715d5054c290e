import { accessProcedure } from "../../../../trpc/trpc";

/** Invitations sent from the caller's organisation. */
export const list = accessProcedure("manageOrganisation").query(async ({ ctx }) => {
  return await ctx.services.membersInvitations.list({ organisationId: ctx.organisationId });
});
