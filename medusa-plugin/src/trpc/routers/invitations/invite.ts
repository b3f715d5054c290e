import { inviteMemberSchema } from "@platform/domain";
import type InvitationService from "../../../services/invitation";
import { memberRoleProcedure } from "../../trpc";
import { inviterOf } from "./inviter";

/** Invite a person by email into the caller's organisation. */
export const invite = memberRoleProcedure("owner", "admin")
  .input(inviteMemberSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.container.resolve<InvitationService>("invitationService").inviteMember(inviterOf(ctx), input);
  });
