import { createPackagingSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { createPackaging } from "../create-packaging";

/** Support adds a stock packaging to the catalogue. */
export const create = accessProcedure("managePackaging")
  .meta({ failureMessage: PACKAGING_MESSAGES.createPackagingFailed })
  .input(createPackagingSchema)
  .mutation(async ({ ctx, input }) => await createPackaging(ctx.services.manager, input));
