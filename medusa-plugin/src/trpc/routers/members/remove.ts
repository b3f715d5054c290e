import { removeMemberSchema } from "@platform/domain";
import type MemberService from "../../../services/member";
import { memberRoleProcedure } from "../../trpc";

export const remove = memberRoleProcedure("owner", "admin")
  .input(removeMemberSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.container
      .resolve<MemberService>("memberService")
      .remove({ organisationId: ctx.organisationId, role: ctx.member.role }, input.memberId);
    return { removed: input.memberId };
  });
