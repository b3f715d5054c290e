import type MemberService from "../../../services/member";
import { memberProcedure } from "../../trpc";

export const list = memberProcedure.query(async ({ ctx }) => {
  return await ctx.container.resolve<MemberService>("memberService").list(ctx.organisationId);
});
