import { memberProcedure } from "../../../trpc/trpc";

export const list = memberProcedure.query(async ({ ctx }) => {
  return await ctx.services.members.list(ctx.organisationId);
});
