import { assignPackagingProducerSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { assignProducer as assign } from "../assign-producer";

/** Support assigns a supplier organisation as the order's producer. */
export const assignProducer = accessProcedure("managePackaging")
  .input(assignPackagingProducerSchema)
  .mutation(
    async ({ ctx, input }) =>
      await assign(
        { manager: ctx.services.manager, files: ctx.services.uploads },
        input.packagingOrderId,
        input.producerOrganisationId,
      ),
  );
