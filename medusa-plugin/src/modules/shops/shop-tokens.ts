import { createHash } from "node:crypto";
import type { EntityManager } from "typeorm";
import { decryptToken, encryptToken } from "../../lib/token-crypto";
import { findShopWithTokens } from "./data-access/shops";
import type { RefreshedSession, ShopTokens } from "./types";

// The shop's secrets: the claim token is kept as its hash, the access and refresh tokens encrypted.

export const hashClaimToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token columns of a session (encrypted). */
export function tokenColumns(session: Omit<RefreshedSession, "scope">) {
  return {
    access_token: encryptToken(session.accessToken),
    access_token_expires_at: session.expires ?? null,
    refresh_token: session.refreshToken ? encryptToken(session.refreshToken) : null,
    refresh_token_expires_at: session.refreshTokenExpires ?? null,
  };
}

/** The shop's tokens, decrypted. */
export async function readShopTokens(manager: EntityManager, shopId: string): Promise<ShopTokens> {
  const row = await findShopWithTokens(manager, shopId);
  return {
    accessToken: row.access_token ? decryptToken(row.access_token) : null,
    accessTokenExpiresAt: row.access_token_expires_at,
    refreshToken: row.refresh_token ? decryptToken(row.refresh_token) : null,
    refreshTokenExpiresAt: row.refresh_token_expires_at,
  };
}
