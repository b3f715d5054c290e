import type InvitationService from "../../../services/invitation";
import { memberRoleProcedure } from "../../trpc";

/** Invitations sent from the caller's organisation. */
export const list = memberRoleProcedure("owner", "admin").query(async ({ ctx }) => {
  return await ctx.container.resolve<InvitationService>("invitationService").list(ctx.organisationId);
});
