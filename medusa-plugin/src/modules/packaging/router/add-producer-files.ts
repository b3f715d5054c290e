import { producerFilesSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** The producer's print files (uploaded first through /store/uploads). */
export const addProducerFiles = accessProcedure("producePackaging")
  .input(producerFilesSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.addProducerFiles(ctx, input.packagingOrderId, input.files),
  );
