import { acceptInvitationSchema } from "@platform/domain";
import { publicProcedure } from "../../../../trpc/trpc";

/** Onboarding's last step: account (and organisation) created, then the client signs in. */
export const accept = publicProcedure.input(acceptInvitationSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.membersInvitations.accept(input);
});
