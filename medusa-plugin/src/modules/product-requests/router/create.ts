import { createProductRequestSchema, PRODUCT_REQUEST_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** A merchant files a product request (or saves it as a draft) for one of its shops. */
export const create = accessProcedure("fileProductRequests")
  .meta({ failureMessage: PRODUCT_REQUEST_MESSAGES.createFailed })
  .input(createProductRequestSchema)
  .mutation(
    async ({ ctx, input }) => await ctx.services.productRequests.create(ctx.organisationId, ctx.customerId, input),
  );
