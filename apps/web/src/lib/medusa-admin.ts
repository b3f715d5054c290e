import type Medusa from "@medusajs/medusa-js";
import { statusOf } from "./medusa";
import { ADMIN_TOKEN_KEY } from "./session";

// Only the product edit uses these (lib/medusa.ts, on the sign-in pages, calls the store with fetch).
let client: Promise<Medusa> | null = null;

/** medusa-js (~32 KB gzip: axios, qs), loaded on first use, same origin as the SPA. */
export function medusa(): Promise<Medusa> {
  client ??= import("@medusajs/medusa-js").then(
    ({ default: Client }) => new Client({ baseUrl: window.location.origin, maxRetries: 0 }),
  );
  return client;
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
