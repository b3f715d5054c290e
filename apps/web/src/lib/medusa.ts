import type Medusa from "@medusajs/medusa-js";
import { AUTH_MESSAGES } from "@platform/domain";
import { ADMIN_TOKEN_KEY, authHeaders, setToken } from "./session";

let client: Promise<Medusa> | null = null;

/**
 * medusa-js for Medusa's own store calls (auth, customers), same origin as the SPA. Loaded on
 * first use, so the sign-in page paints before its ~35 KB (gzip) arrive.
 */
export function medusa(): Promise<Medusa> {
  client ??= import("@medusajs/medusa-js").then(
    ({ default: Client }) => new Client({ baseUrl: window.location.origin, maxRetries: 0 }),
  );
  return client;
}

export function statusOf(error: unknown): number | undefined {
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
  if (status === 429) return AUTH_MESSAGES.tooManyAttempts;
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

// ── Admin domain (Product edit) ────────────────────────────────────────────────
// Support staff also hold a Medusa admin identity. medusa-js keeps one bearer per domain after
// its token call; we also keep the admin one for this tab (sessionStorage), so a reload does not
// ask again, and send it with each admin call.
export function getAdminToken(): string | null {
  return sessionStorage.getItem(ADMIN_TOKEN_KEY);
}

export function clearAdminToken(): void {
  sessionStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Medusa's POST /admin/auth/token through medusa-js (`admin.auth.getToken`). */
export async function adminSignIn(email: string, password: string): Promise<void> {
  const { access_token } = await (await medusa()).admin.auth.getToken({ email, password });
  sessionStorage.setItem(ADMIN_TOKEN_KEY, access_token);
}

export function adminHeaders(): Record<string, string> {
  const token = getAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Whether Medusa refused the admin bearer (expired, or another user's): sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return statusOf(error) === 401;
}

/** Uploads through medusa-js's admin domain (multipart, form field `files`), with the kept bearer. */
export async function adminUpload(files: File[]): Promise<Array<{ url: string; key: string }>> {
  const client = await medusa();
  const form = new FormData();
  for (const file of files) form.append("files", file);
  const answer = (await client.client.request(
    "POST",
    "/admin/uploads",
    form as never,
    {},
    {
      ...adminHeaders(),
      "Content-Type": "multipart/form-data",
    },
  )) as unknown as { uploads: Array<{ url: string; key: string }> };
  return answer.uploads;
}
