import { createHash, randomBytes } from "node:crypto";
import { generateEntityId } from "@medusajs/medusa";
import { SHOP_MESSAGES, type ShopStatus, type ShopUpdateInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { appLaunchUrl, shopifyConfig } from "../lib/shopify/api";
import { decryptToken, encryptToken } from "../lib/token-crypto";
import { Shop } from "../models/shop";
import { pick, recordAudit } from "../modules/audit";

/** How long the /shopify-login link of an install may be used to connect the shop. */
export const CLAIM_TTL_MS = 60 * 60 * 1000;

/** What the OAuth callback got from Shopify (the library's Session, reduced to what we keep). */
export type InstalledSession = {
  shop: string;
  accessToken: string;
  scope: string;
  expires?: Date;
  refreshToken?: string;
  refreshTokenExpires?: Date;
};

export type ShopTokens = {
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
};

export type ShopView = {
  id: string;
  name: string;
  domain: string;
  platform: string;
  status: ShopStatus;
  shipmentMethod: string | null;
  installedAt: Date | null;
  lastSyncedAt: Date | null;
  orderCount: number;
  needsLinkingCount: number;
  /** Opens the app in the shop's Shopify admin: how a merchant signs in again. */
  reconnectUrl: string;
};

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What the audit log keeps of a shop (its tokens and claim token never). */
const AUDITED: Array<keyof Shop> = [
  "name",
  "domain",
  "status",
  "shipment_method",
  "organisation_id",
  "scopes",
  "redacted_at",
];

type InjectedDependencies = { manager: EntityManager };

/** Shops installed through the Shopify app; never created by hand. */
export default class ShopService extends PlatformService {
  constructor(_container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
  }

  private repo(manager: EntityManager = this.activeManager_) {
    return manager.getRepository(Shop);
  }

  /**
   * The OAuth callback's result: a new shop waits (pending) for someone to claim it at
   * /shopify-login; a known shop gets the new token at once (a re-install is no second shop).
   * Returns the one-time claim token for the /shopify-login link.
   */
  async recordInstall(session: InstalledSession): Promise<{ shop: Shop; claimToken: string }> {
    const claimToken = randomBytes(24).toString("base64url");
    const shop = await this.transaction_(async (manager) => {
      const repo = this.repo(manager);
      // Concurrent callbacks for one shop: the unique domain index lets only one insert win.
      await repo
        .createQueryBuilder()
        .insert()
        .values({
          id: generateEntityId(undefined, "shop"),
          domain: session.shop,
          name: session.shop.replace(/\.myshopify\.com$/, ""),
          status: "pending",
          installed_at: new Date(),
          last_synced_at: new Date(),
        })
        .orIgnore()
        .execute();
      const found = await repo.findOneOrFail({
        where: { platform: "shopify", domain: session.shop },
        lock: { mode: "pessimistic_write" },
      });
      const reinstall = found.status === "disconnected";
      await repo.update(
        { id: found.id },
        {
          ...this.tokenColumns(session),
          scopes: session.scope,
          status: found.organisation_id ? "active" : "pending",
          installed_at: reinstall || !found.installed_at ? new Date() : found.installed_at,
          last_synced_at: reinstall ? new Date() : found.last_synced_at,
          uninstalled_at: null,
          claim_token_hash: hash(claimToken),
          claim_expires_at: new Date(Date.now() + CLAIM_TTL_MS),
        },
      );
      const installed = await repo.findOneOrFail({ where: { id: found.id } });
      await recordAudit(manager, {
        organisationId: installed.organisation_id,
        subjectType: "shop",
        subjectId: installed.id,
        subjectLabel: installed.domain,
        action: "shop.installed",
        before: found.organisation_id || reinstall ? pick(found, AUDITED) : null,
        after: { ...pick(installed, AUDITED), installed_at: installed.installed_at },
        actor: "shop",
      });
      return installed;
    });
    return { shop, claimToken };
  }

  private tokenColumns(session: Omit<InstalledSession, "shop" | "scope">) {
    return {
      access_token: encryptToken(session.accessToken),
      access_token_expires_at: session.expires ?? null,
      refresh_token: session.refreshToken ? encryptToken(session.refreshToken) : null,
      refresh_token_expires_at: session.refreshTokenExpires ?? null,
    };
  }

  /** The signed-in member's organisation gets the shop of the install link. */
  async claim(organisationId: string, installToken: string): Promise<Shop> {
    return await this.transaction_(async (manager) => {
      const repo = this.repo(manager);
      const shop = await repo
        .createQueryBuilder("s")
        .setLock("pessimistic_write")
        .where("s.claim_token_hash = :hash AND s.claim_expires_at > now()", { hash: hash(installToken) })
        .getOne();
      if (!shop) throw new DomainError("BAD_REQUEST", SHOP_MESSAGES.installInvalid);
      if (shop.organisation_id && shop.organisation_id !== organisationId) {
        throw new DomainError("CONFLICT", SHOP_MESSAGES.connectedElsewhere);
      }
      await repo.update(
        { id: shop.id },
        {
          organisation_id: organisationId,
          status: "active",
          claim_token_hash: null,
          claim_expires_at: null,
          shipment_method: shop.shipment_method ?? "dhl",
        },
      );
      const claimed = await repo.findOneOrFail({ where: { id: shop.id } });
      await recordAudit(manager, {
        organisationId,
        subjectType: "shop",
        subjectId: shop.id,
        subjectLabel: shop.domain,
        action: "shop.connected",
        before: pick(shop, AUDITED),
        after: pick(claimed, AUDITED),
      });
      return claimed;
    });
  }

  async list(organisationId: string): Promise<ShopView[]> {
    const rows: Array<Shop & { order_count: number; needs_linking_count: number }> = await this.activeManager_.query(
      `SELECT s.*,
              (SELECT count(*)::int FROM order_extension e WHERE e.shop_id = s.id) AS order_count,
              (SELECT count(*)::int FROM order_extension e WHERE e.shop_id = s.id AND e.needs_linking) AS needs_linking_count
         FROM shop s WHERE s.organisation_id = $1 ORDER BY s.created_at`,
      [organisationId],
    );
    return rows.map((row) => ({
      ...this.view(row),
      orderCount: row.order_count,
      needsLinkingCount: row.needs_linking_count,
    }));
  }

  view(shop: Shop): ShopView {
    return {
      id: shop.id,
      name: shop.name,
      domain: shop.domain,
      platform: shop.platform,
      status: shop.status,
      shipmentMethod: shop.shipment_method,
      installedAt: shop.installed_at,
      lastSyncedAt: shop.last_synced_at,
      orderCount: 0,
      needsLinkingCount: 0,
      reconnectUrl: appLaunchUrl(shop.domain),
    };
  }

  /** One of the organisation's shops; NOT_FOUND for anyone else's (no hint that it exists). */
  async retrieveOwned(organisationId: string, shopId: string): Promise<Shop> {
    const shop = await this.repo().findOne({ where: { id: shopId, organisation_id: organisationId } });
    if (!shop) throw new DomainError("NOT_FOUND", SHOP_MESSAGES.notFound);
    return shop;
  }

  async update(organisationId: string, input: ShopUpdateInput): Promise<Shop> {
    const shop = await this.retrieveOwned(organisationId, input.shopId);
    return await this.changeAudited(shop, "shop.updated", {
      name: input.name,
      shipment_method: input.shipmentMethod,
    });
  }

  /** One change of a shop's row with its audit entry, in one transaction. */
  private async changeAudited(
    shop: Shop,
    action: "shop.updated" | "shop.needs_reauth" | "shop.disconnected" | "shop.redacted",
    fields: Partial<Shop>,
    actor?: "shop" | "system",
  ): Promise<Shop> {
    return await this.transaction_(async (manager) => {
      await this.repo(manager).update({ id: shop.id }, fields);
      const after = await this.repo(manager).findOneOrFail({ where: { id: shop.id } });
      await recordAudit(manager, {
        organisationId: after.organisation_id,
        subjectType: "shop",
        subjectId: shop.id,
        subjectLabel: shop.domain,
        action,
        before: pick(shop, AUDITED),
        after: pick(after, AUDITED),
        actor,
      });
      return after;
    });
  }

  async retrieveByDomain(domain: string): Promise<Shop | null> {
    return await this.repo().findOne({ where: { platform: "shopify", domain } });
  }

  async retrieve(shopId: string): Promise<Shop> {
    return await this.repo().findOneOrFail({ where: { id: shopId } });
  }

  /** The shop's tokens, decrypted. `manager` lets a caller read them under its row lock. */
  async tokens(shopId: string, manager: EntityManager = this.activeManager_): Promise<ShopTokens> {
    const row = await this.repo(manager)
      .createQueryBuilder("s")
      .addSelect(["s.access_token", "s.refresh_token"])
      .where("s.id = :shopId", { shopId })
      .getOneOrFail();
    return {
      accessToken: row.access_token ? decryptToken(row.access_token) : null,
      accessTokenExpiresAt: row.access_token_expires_at,
      refreshToken: row.refresh_token ? decryptToken(row.refresh_token) : null,
      refreshTokenExpiresAt: row.refresh_token_expires_at,
    };
  }

  async storeRefreshedTokens(
    shopId: string,
    session: Omit<InstalledSession, "shop" | "scope"> & { scope?: string },
    manager: EntityManager = this.activeManager_,
  ): Promise<void> {
    await this.repo(manager).update(
      { id: shopId },
      { ...this.tokenColumns(session), ...(session.scope ? { scopes: session.scope } : {}) },
    );
  }

  /** Shopify rejected the token and it could not be refreshed: someone must sign in again through the app. */
  async markNeedsReauth(shopId: string): Promise<void> {
    const shop = await this.repo().findOne({ where: { id: shopId, status: "active" } });
    if (shop) await this.changeAudited(shop, "shop.needs_reauth", { status: "needs_reauth" }, "system");
  }

  async setLastSynced(shopId: string, at: Date): Promise<void> {
    await this.repo().update({ id: shopId }, { last_synced_at: at });
  }

  /** app/uninstalled: Shopify revoked the token; the shop stays with its orders, disconnected. */
  async disconnect(domain: string): Promise<Shop | null> {
    const shop = await this.retrieveByDomain(domain);
    if (!shop) return null;
    await this.changeAudited(
      shop,
      "shop.disconnected",
      {
        status: "disconnected",
        uninstalled_at: new Date(),
        access_token: null,
        access_token_expires_at: null,
        refresh_token: null,
        refresh_token_expires_at: null,
        claim_token_hash: null,
        claim_expires_at: null,
      },
      "shop",
    );
    return shop;
  }

  /** shop/redact (48 h after uninstall): nothing personal of the shop stays with us. */
  async eraseShopSecrets(shopId: string): Promise<void> {
    const shop = await this.retrieve(shopId);
    await this.changeAudited(
      shop,
      "shop.redacted",
      {
        access_token: null,
        refresh_token: null,
        access_token_expires_at: null,
        refresh_token_expires_at: null,
        claim_token_hash: null,
        claim_expires_at: null,
        redacted_at: new Date(),
      },
      "shop",
    );
  }

  /** Active shops whose last order sync is older than `olderThanMs`. */
  async dueForSync(olderThanMs: number): Promise<Shop[]> {
    return await this.repo()
      .createQueryBuilder("s")
      .where("s.status = 'active' AND s.organisation_id IS NOT NULL")
      .andWhere("(s.last_synced_at IS NULL OR s.last_synced_at < :before)", {
        before: new Date(Date.now() - olderThanMs),
      })
      .getMany();
  }

  static isConfigured(): boolean {
    return shopifyConfig.isConfigured();
  }
}
