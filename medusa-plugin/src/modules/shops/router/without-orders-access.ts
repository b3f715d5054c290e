import { accessProcedure } from "../../../trpc/trpc";

/**
 * Support: the shops whose orders Shopify does not share with the app (protected customer data not
 * approved), recorded at install and by reconciliation: what to request in the Partner Dashboard.
 */
export const withoutOrdersAccess = accessProcedure("intakeHealth").query(async ({ ctx }) => {
  return await ctx.services.shops.withoutOrdersAccess();
});
