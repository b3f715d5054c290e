import type Medusa from "@medusajs/medusa-js";
import { AUTH_MESSAGES } from "@platform/domain";
import { authHeaders, setToken } from "./session";

let client: Promise<Medusa> | null = null;

/**
 * medusa-js for Medusa's own store calls (auth, customers), same origin as the SPA. Loaded on
 * first use, so the sign-in page paints before its ~35 KB (gzip) arrive.
 */
export function medusa(): Promise<Medusa> {
  client ??= import("@medusajs/medusa-js").then(({ default: Client }) => new Client({ baseUrl: window.location.origin, maxRetries: 0 }));
  return client;
}

function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } })?.response?.status;
}

/** Signs in through Medusa's /store/auth/token and keeps the bearer for medusa-js and tRPC. */
export async function signIn(email: string, password: string): Promise<string> {
  const { access_token } = await (await medusa()).auth.getToken({ email, password });
  setToken(access_token);
  return access_token;
}

/** Maps a failed sign-in to the spec's messages (§8). */
export function signInErrorKey(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return AUTH_MESSAGES.badCredentials;
  if (status === 400) return AUTH_MESSAGES.checkInput;
  return AUTH_MESSAGES.loginFailed;
}

export async function requestPasswordReset(email: string): Promise<void> {
  // Unknown addresses are answered like known ones, so the form does not reveal who has an account.
  await (await medusa()).customers.generatePasswordToken({ email }).catch((error: unknown) => {
    const status = statusOf(error);
    if (status === undefined || status >= 500) throw error;
  });
}

export async function resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
  await (await medusa()).customers.resetPassword(input, authHeaders());
}
