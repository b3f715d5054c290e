import { API_KEY_MESSAGES, createApiKeySchema } from "@platform/domain";
import { apiKeyProcedure } from "./procedure";

/** A new key; the answer holds the key itself, shown this once. */
export const create = apiKeyProcedure
  .meta({ failureMessage: API_KEY_MESSAGES.createFailed })
  .input(createApiKeySchema)
  .mutation(async ({ ctx, input }) => await ctx.services.apiKeys.create(ctx.organisationId, ctx.customerId, input));
