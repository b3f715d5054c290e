import type { ShopUpdateInput } from "@platform/domain";
import { SHOP_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { PlatformService } from "../../lib/platform-service";
import { shopifyConfig } from "../../lib/shopify/api";
import type { Shop } from "../../models/shop";
import { changeShop } from "./change-shop";
import { claimShop } from "./claim-shop";
import {
  findActiveShop,
  findOwnedShop,
  findShop,
  findShopByDomain,
  ordersAccessDeniedRows,
  type ShopViewRecord,
  shopsSyncedBefore,
  updateShop,
} from "./data-access/shops";
import { listShops, shopView } from "./list-shops";
import { newClaimToken, recordInstall } from "./record-install";
import { readShopTokens, tokenColumns } from "./shop-tokens";
import type { InstalledSession, RefreshedSession, ShopTokens, ShopView, ShopWithoutOrdersAccess } from "./types";

type InjectedDependencies = { manager: EntityManager };

/** Shops installed through the Shopify app; never created by hand. Medusa's `shopService`. */
export default class ShopService extends PlatformService {
  constructor(_container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
  }

  /** The OAuth callback's result (record-install.ts); returns the one-time claim token for the /shopify-login link. */
  async recordInstall(session: InstalledSession): Promise<{ shop: Shop; claimToken: string }> {
    const claimToken = newClaimToken();
    const shop = await this.transaction_((manager) => recordInstall(manager, session, claimToken));
    return { shop, claimToken };
  }

  /** The signed-in member's organisation gets the shop of the install link. */
  async claim(organisationId: string, installToken: string): Promise<Shop> {
    return await this.transaction_((manager) => claimShop(manager, organisationId, installToken));
  }

  async list(organisationId: string): Promise<ShopView[]> {
    return await listShops(this.activeManager_, organisationId);
  }

  view(shop: ShopViewRecord): ShopView {
    return shopView(shop);
  }

  /** One of the organisation's shops; NOT_FOUND for anyone else's (no hint that it exists). */
  async retrieveOwned(organisationId: string, shopId: string): Promise<Shop> {
    const shop = await findOwnedShop(this.activeManager_, organisationId, shopId);
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
    action: Parameters<typeof changeShop>[2],
    fields: Partial<Shop>,
    actor?: "shop" | "system",
  ): Promise<Shop> {
    return await this.transaction_((manager) => changeShop(manager, shop, action, fields, actor));
  }

  async retrieveByDomain(domain: string): Promise<Shop | null> {
    return await findShopByDomain(this.activeManager_, domain);
  }

  async retrieve(shopId: string): Promise<Shop> {
    return await findShop(this.activeManager_, shopId);
  }

  /** The shop's tokens, decrypted. `manager` lets a caller read them under its row lock. */
  async tokens(shopId: string, manager: EntityManager = this.activeManager_): Promise<ShopTokens> {
    return await readShopTokens(manager, shopId);
  }

  async storeRefreshedTokens(
    shopId: string,
    session: RefreshedSession,
    manager: EntityManager = this.activeManager_,
  ): Promise<void> {
    await updateShop(manager, shopId, {
      ...tokenColumns(session),
      ...(session.scope ? { scopes: session.scope } : {}),
    });
  }

  /** Shopify rejected the token and it could not be refreshed: someone must sign in again through the app. */
  async markNeedsReauth(shopId: string): Promise<void> {
    const shop = await findActiveShop(this.activeManager_, shopId);
    if (shop) await this.changeAudited(shop, "shop.needs_reauth", { status: "needs_reauth" }, "system");
  }

  async setLastSynced(shopId: string, at: Date): Promise<void> {
    await updateShop(this.activeManager_, shopId, { last_synced_at: at, orders_access_denied_at: null });
  }

  /** Shopify refused the app the shop's orders (null: it reads them): kept until they can be read again (setLastSynced). */
  async setOrdersAccessDenied(shopId: string, at: Date | null): Promise<void> {
    await updateShop(this.activeManager_, shopId, { orders_access_denied_at: at });
  }

  /** Support: the installed shops whose orders Shopify refuses the app, longest waiting first. */
  async withoutOrdersAccess(limit = 100): Promise<{ items: ShopWithoutOrdersAccess[] }> {
    const rows = await ordersAccessDeniedRows(this.activeManager_, limit);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        domain: r.domain,
        status: r.status,
        organisationName: r.organisation_name,
        since: r.orders_access_denied_at,
      })),
    };
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
        // Shopify asks for this 48 hours after the uninstall: the shop is gone, never "active" again.
        status: "disconnected",
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
    return await shopsSyncedBefore(this.activeManager_, new Date(Date.now() - olderThanMs));
  }

  static isConfigured(): boolean {
    return shopifyConfig.isConfigured();
  }
}
