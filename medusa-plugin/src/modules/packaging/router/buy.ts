import { buyPackagingSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Buy packaging: stock packaging for a location, at least the MOQ. */
export const buy = accessProcedure("buyPackaging")
  .meta({ failureMessage: PACKAGING_MESSAGES.createFailed })
  .input(buyPackagingSchema)
  .mutation(
    async ({ ctx, input }) => await ctx.services.packagingOrders.buy(ctx.organisationId, ctx.customerId, input),
  );
