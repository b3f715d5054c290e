import { AUTH_MESSAGES } from "@platform/domain/plain";
import { authHeaders, setToken } from "./session";

// Medusa's store calls the sign-in pages make — sign-in and the password reset — are three POSTs:
// fetch, not medusa-js (~32 KB gzip with axios and qs), which only the product edit's admin calls
// load (lib/medusa-admin.ts; docs/web.md, "The first visit").

/** A refused store call, shaped like medusa-js's (axios) errors: `response.status`. */
export class StoreCallError extends Error {
  readonly response: { status: number };
  constructor(path: string, status: number) {
    super(`${path}: ${status}`);
    this.response = { status };
  }
}

/** POSTs JSON to one of Medusa's store routes (same origin); a non-2xx answer throws StoreCallError. */
async function storePost<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new StoreCallError(path, response.status);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}

export function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } })?.response?.status;
}

/** Signs in through Medusa's /store/auth/token and keeps the bearer for tRPC and the downloads. */
export async function signIn(email: string, password: string): Promise<string> {
  const { access_token } = await storePost<{ access_token: string }>("/store/auth/token", { email, password });
  setToken(access_token);
  return access_token;
}

/** Maps a failed sign-in to the spec's messages (§8). */
export function signInErrorKey(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return AUTH_MESSAGES.badCredentials;
  if (status === 400) return AUTH_MESSAGES.checkInput;
  if (status === 429) return AUTH_MESSAGES.tooManyAttempts;
  return AUTH_MESSAGES.loginFailed;
}

export async function requestPasswordReset(email: string): Promise<void> {
  // Unknown addresses are answered like known ones, so the form does not reveal who has an account.
  await storePost("/store/customers/password-token", { email }).catch((error: unknown) => {
    const status = statusOf(error);
    if (status === undefined || status >= 500) throw error;
  });
}

export async function resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
  await storePost("/store/customers/password-reset", input, authHeaders());
}
