import { producerFilesSchema } from "@platform/domain";
import { produceProcedure, viewerOf } from "./procedure";

/** The producer's print files (uploaded first through /store/uploads). */
export const addProducerFiles = produceProcedure
  .input(producerFilesSchema)
  .mutation(
    async ({ ctx, input }) =>
      await ctx.services.packagingOrders.addProducerFiles(viewerOf(ctx), input.packagingOrderId, input.files),
  );
