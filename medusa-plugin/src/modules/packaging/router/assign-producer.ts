import { assignPackagingProducerSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support assigns a supplier organisation as the order's producer. */
export const assignProducer = accessProcedure("managePackaging")
  .input(assignPackagingProducerSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.assignProducer(input.packagingOrderId, input.producerOrganisationId),
  );
