import { createServiceSchema, SERVICE_MESSAGES } from "@platform/domain";
import { createService as createOwnService } from "../create-service";
import { providerProcedure } from "./procedure";

/** A provider creates a service (spec §3). */
export const createService = providerProcedure
  .meta({ failureMessage: SERVICE_MESSAGES.createFailed })
  .input(createServiceSchema)
  .mutation(
    async ({ ctx, input }) => await createOwnService(ctx.services.manager, ctx.organisationId, ctx.customerId, input),
  );
