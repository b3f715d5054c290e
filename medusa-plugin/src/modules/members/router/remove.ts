import { removeMemberSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

export const remove = accessProcedure("manageOrganisation")
  .input(removeMemberSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.members.remove({ organisationId: ctx.organisationId, role: ctx.member.role }, input.memberId);
    return { removed: input.memberId };
  });
