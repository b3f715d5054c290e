// The store bearer token medusa-js and tRPC share. Medusa's JWTs cannot be revoked server-side,
// so signing out forgets the token here (see docs/security.md).
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
