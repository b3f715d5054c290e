import { apiKeyProcedure } from "./procedure";

/** The organisation's API keys (never their secrets). */
export const list = apiKeyProcedure.query(async ({ ctx }) => await ctx.services.apiKeys.list(ctx.organisationId));
