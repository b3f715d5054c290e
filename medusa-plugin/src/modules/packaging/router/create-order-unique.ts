import { createOrderUniqueSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Order-unique packaging for one of the caller's orders, by its number, with at most 5 images. */
export const createOrderUnique = accessProcedure("orderPackaging")
  .meta({ failureMessage: PACKAGING_MESSAGES.createFailed })
  .input(createOrderUniqueSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.createOrderUnique(ctx.organisationId, ctx.customerId, input),
  );
