import { createPackagingSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { manageProcedure } from "./procedure";

/** Support adds a stock packaging to the catalogue. */
export const create = manageProcedure
  .meta({ failureMessage: PACKAGING_MESSAGES.createPackagingFailed })
  .input(createPackagingSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.packaging.create(input));
