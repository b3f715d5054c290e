import { randomBytes } from "node:crypto";
import type { EntityManager } from "typeorm";
import type { Shop } from "../../models/shop";
import { findShop, insertInstalledShop, lockShopByDomain, updateShop } from "./data-access/shops";
import { recordShopAudit } from "./shop-audit";
import { hashClaimToken, tokenColumns } from "./shop-tokens";
import type { InstalledSession } from "./types";

/** How long the /shopify-login link of an install may be used to connect the shop. */
export const CLAIM_TTL_MS = 60 * 60 * 1000;

/** A fresh one-time claim token for the /shopify-login link. */
export const newClaimToken = () => randomBytes(24).toString("base64url");

/**
 * The OAuth callback's result, inside the caller's transaction: a new shop waits (pending) for
 * someone to claim it at /shopify-login; a known shop gets the new token at once (a re-install is
 * no second shop). The claim token's hash is stored with its expiry.
 */
export async function recordInstall(
  manager: EntityManager,
  session: InstalledSession,
  claimToken: string,
): Promise<Shop> {
  // Concurrent callbacks for one shop: the unique domain index lets only one insert win.
  await insertInstalledShop(manager, session.shop);
  const found = await lockShopByDomain(manager, session.shop);
  const reinstall = found.status === "disconnected";
  await updateShop(manager, found.id, {
    ...tokenColumns(session),
    scopes: session.scope,
    status: found.organisation_id ? "active" : "pending",
    installed_at: reinstall || !found.installed_at ? new Date() : found.installed_at,
    last_synced_at: reinstall ? new Date() : found.last_synced_at,
    uninstalled_at: null,
    claim_token_hash: hashClaimToken(claimToken),
    claim_expires_at: new Date(Date.now() + CLAIM_TTL_MS),
  });
  const installed = await findShop(manager, found.id);
  await recordShopAudit(manager, {
    action: "shop.installed",
    before: found.organisation_id || reinstall ? found : null,
    after: installed,
    actor: "shop",
    withInstalledAt: true,
  });
  return installed;
}
