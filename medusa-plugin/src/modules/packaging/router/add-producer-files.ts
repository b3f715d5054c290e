import { producerFilesSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { addProducerFiles as add } from "../add-producer-files";

/** The producer's print files (uploaded first through /store/uploads). */
export const addProducerFiles = accessProcedure("producePackaging")
  .input(producerFilesSchema)
  .mutation(
    async ({ ctx, input }) =>
      await add(
        { manager: ctx.services.manager, files: ctx.services.uploads },
        ctx,
        input.packagingOrderId,
        input.files,
      ),
  );
