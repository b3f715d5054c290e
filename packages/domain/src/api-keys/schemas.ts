import { z } from "zod";
import { calendarDay, entityId, requiredText } from "../shared/schemas";
import { API_KEY_SCOPES } from "./enums";
import { API_KEY_MESSAGES } from "./messages";

export const apiKeyScope = z.enum(API_KEY_SCOPES);

/** A new key: its name, what it may do, and the last day it works (none: until revoked). */
export const createApiKeySchema = z.object({
  name: requiredText.pipe(z.string().max(100)),
  scopes: z
    .array(apiKeyScope)
    .min(1, { message: API_KEY_MESSAGES.scopesRequired })
    .max(API_KEY_SCOPES.length * 2)
    .transform((scopes) => [...new Set(scopes)].sort()),
  /** The last calendar day (platform time zone) the key works; empty: no expiry. */
  expiresOn: calendarDay().nullable().optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdSchema = z.object({ id: entityId });
export type ApiKeyIdInput = z.infer<typeof apiKeyIdSchema>;
