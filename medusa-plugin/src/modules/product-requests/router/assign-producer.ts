import { assignRequestProducerSchema, PRODUCT_REQUEST_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support assigns the producer (a supplier organisation); it becomes the request chat's receiver. */
export const assignProducer = accessProcedure("decideProductRequests")
  .meta({ failureMessage: PRODUCT_REQUEST_MESSAGES.updateFailed })
  .input(assignRequestProducerSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.productRequests.assignProducer(ctx, input));
