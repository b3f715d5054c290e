import { acceptInvitationSchema } from "@platform/domain";
import type InvitationService from "../../../services/invitation";
import { publicProcedure } from "../../trpc";

/** Onboarding's last step: account (and organisation) created, then the client signs in. */
export const accept = publicProcedure.input(acceptInvitationSchema).mutation(async ({ ctx, input }) => {
  return await ctx.container.resolve<InvitationService>("invitationService").accept(input);
});
