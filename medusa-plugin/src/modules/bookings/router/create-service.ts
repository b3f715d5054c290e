import { createServiceSchema, SERVICE_MESSAGES } from "@platform/domain";
import { providerProcedure } from "./procedure";

/** A provider creates a service (spec §3). */
export const createService = providerProcedure
  .meta({ failureMessage: SERVICE_MESSAGES.createFailed })
  .input(createServiceSchema)
  .mutation(
    async ({ ctx, input }) => await ctx.services.bookingsServices.create(ctx.organisationId, ctx.customerId, input),
  );
