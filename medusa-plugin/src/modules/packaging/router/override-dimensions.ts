import { overrideDimensionsSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { overrideDimensions as override } from "../override-dimensions";

/** Support or the producer overrides the dimensions. */
export const overrideDimensions = accessProcedure("producePackaging")
  .input(overrideDimensionsSchema)
  .mutation(
    async ({ ctx, input }) =>
      await override({ manager: ctx.services.manager, files: ctx.services.uploads }, ctx, ctx.customerId, input),
  );
