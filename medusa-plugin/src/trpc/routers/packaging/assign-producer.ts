import { assignPackagingProducerSchema } from "@platform/domain";
import { manageProcedure } from "./procedure";

/** Support assigns a supplier organisation as the order's producer. */
export const assignProducer = manageProcedure
  .input(assignPackagingProducerSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.assignProducer(input.packagingOrderId, input.producerOrganisationId),
  );
