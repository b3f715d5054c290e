import { apiKeyIdSchema } from "@platform/domain";
import { apiKeyProcedure } from "./procedure";

/** Revokes a key of the organisation: its next call is refused. */
export const revoke = apiKeyProcedure
  .input(apiKeyIdSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.apiKeys.revoke(ctx.organisationId, input.id));
