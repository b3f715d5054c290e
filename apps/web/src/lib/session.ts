// The store bearer token medusa-js and tRPC share. Medusa's JWTs cannot be revoked server-side,
// so signing out forgets the token here (see docs/architecture.md).
const TOKEN_KEY = "platform.token";

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
