// The store bearer token medusa-js and tRPC share. The server revokes it on sign-out, a password
// change or reset, and renews it while it is in use (X-Renewed-Token, see docs/security.md).
const TOKEN_KEY = "platform.token";

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** The Medusa admin bearer (Product edit, support), kept for the tab only. */
export const ADMIN_TOKEN_KEY = "platform.adminToken";

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(ADMIN_TOKEN_KEY);
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The server renews a token in use: any answer may carry the fresh one. */
export const RENEWED_TOKEN_HEADER = "x-renewed-token";

/** Keeps a renewed token, unless the user signed out meanwhile. */
export function keepRenewedToken(response: Response): void {
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && getToken()) setToken(renewed);
}

/** fetch that keeps a renewed token (tRPC's link and the downloads use it). */
export async function fetchWithSession(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  keepRenewedToken(response);
  return response;
}

/**
 * Signs out on the server (every token of the account is revoked) and here. The server may be
 * unreachable: the token is forgotten here all the same.
 */
export async function signOutEverywhere(): Promise<void> {
  const headers = authHeaders();
  clearToken();
  if (!headers.Authorization) return;
  await fetch("/store/auth", { method: "DELETE", headers }).catch(() => undefined);
}
