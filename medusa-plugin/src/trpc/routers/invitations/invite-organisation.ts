import { inviteOrganisationSchema } from "@platform/domain";
import type InvitationService from "../../../services/invitation";
import { roleProcedure } from "../../trpc";
import { inviterOf } from "./inviter";

/** "Invite organisation": support invites any kind; an agency invites a merchant client. */
export const inviteOrganisation = roleProcedure("support", "agency")
  .input(inviteOrganisationSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.container
      .resolve<InvitationService>("invitationService")
      .inviteOrganisation(inviterOf(ctx), input);
  });
