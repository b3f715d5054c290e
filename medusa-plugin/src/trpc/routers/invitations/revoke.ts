import { invitationIdSchema } from "@platform/domain";
import type InvitationService from "../../../services/invitation";
import { memberRoleProcedure } from "../../trpc";

export const revoke = memberRoleProcedure("owner", "admin")
  .input(invitationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.container
      .resolve<InvitationService>("invitationService")
      .revoke(ctx.organisationId, input.invitationId);
  });
