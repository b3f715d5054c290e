import { createPackagingSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support adds a stock packaging to the catalogue. */
export const create = accessProcedure("managePackaging")
  .meta({ failureMessage: PACKAGING_MESSAGES.createPackagingFailed })
  .input(createPackagingSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.packaging.create(input));
