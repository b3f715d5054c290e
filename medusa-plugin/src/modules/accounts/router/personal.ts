import { memberProcedure } from "../../../trpc/trpc";

export const personal = memberProcedure.query(async ({ ctx }) => {
  return await ctx.services.accountsSettings.retrieve(ctx.customerId);
});
