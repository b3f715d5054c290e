import { SHOP_DRIFT_MESSAGES, shopDriftFixSchema, shopReconciliationRunSchema } from "@platform/domain";
import { accessProcedure, router } from "../../../trpc/trpc";

const reconcileProcedure = accessProcedure("shopReconciliation");

/** Support: stored shop orders that differ from Shopify's, checked periodically or now, and fixed one by one. */
export const shopReconciliationRouter = router({
  list: reconcileProcedure.query(async ({ ctx }) => await ctx.services.shopReconciliation.list()),
  run: reconcileProcedure
    .meta({ failureMessage: SHOP_DRIFT_MESSAGES.checkFailed })
    .input(shopReconciliationRunSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.shopReconciliation.run(new Date(), input?.shopId)),
  fix: reconcileProcedure
    .meta({ failureMessage: SHOP_DRIFT_MESSAGES.fixFailed })
    .input(shopDriftFixSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.shopReconciliation.fix(ctx.customerId, input.driftId)),
});
