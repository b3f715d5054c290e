import { SERVICE_MESSAGES, updateServiceSchema } from "@platform/domain";
import { providerProcedure } from "./procedure";

/** A provider edits one of its services (disabling it stops new bookings). */
export const updateService = providerProcedure
  .meta({ failureMessage: SERVICE_MESSAGES.updateFailed })
  .input(updateServiceSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.bookingsServices.update(ctx.organisationId, input));
