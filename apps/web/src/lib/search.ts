import { z } from "zod";
import { AUTH_MODES } from "../components/auth/auth-tabs";

/** Only paths inside the app are followed after sign-in, never another site. */
const internalRedirect = z
  .string()
  .regex(/^\/a(\/|$)/)
  .optional()
  .catch(undefined);

export const loginSearchSchema = z.object({
  mode: z.enum(AUTH_MODES).optional().catch(undefined),
  redirect: internalRedirect,
});

export const shopifyLoginSearchSchema = loginSearchSchema.extend({
  shop: z.string().max(255).optional().catch(undefined),
  error: z.enum(["missing_scopes"]).optional().catch(undefined),
});

export const resetPasswordSearchSchema = z.object({
  token: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});

export const onboardingSearchSchema = z.object({ token: z.string().optional().catch(undefined) });
