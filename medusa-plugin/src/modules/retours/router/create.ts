import { createRetourSchema, RETOUR_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support records a retour; A-grade units go back into the retour location's stock in the same transaction. */
export const create = accessProcedure("recordRetours")
  .meta({ failureMessage: RETOUR_MESSAGES.createFailed })
  .input(createRetourSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.retours.create(ctx.customerId, input));
