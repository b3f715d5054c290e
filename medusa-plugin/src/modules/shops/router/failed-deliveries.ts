import { accessProcedure } from "../../../trpc/trpc";

/** Support: the latest Shopify deliveries that could not be processed, with the reason (intake health). */
export const failedDeliveries = accessProcedure("intakeHealth").query(async ({ ctx }) => {
  return await ctx.services.shopsWebhooks.failedDeliveries();
});
