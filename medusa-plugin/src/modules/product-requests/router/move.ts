import { moveProductRequestSchema, PRODUCT_REQUEST_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** A status change: the merchant submits or withdraws; support accepts, declines, publishes, closes. */
export const move = accessProcedure("productRequests")
  .meta({ failureMessage: PRODUCT_REQUEST_MESSAGES.updateFailed })
  .input(moveProductRequestSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.productRequests.move(ctx, input));
