import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { ShopNeedsReauthError } from "../../lib/shopify/errors";
import { ordersAccessDenied } from "../../lib/shopify/graphql";
import type { Shop } from "../../models/shop";
import type { OrderIntakeService, OrderShippingService } from "../orders";
import type ShopService from "./shop-service";
import type ShopifyClientService from "./shopify-client-service";
import type ShopifyWebhookService from "./shopify-webhook-service";

/** Orders created this long before the last sync are asked for again (clock skew, slow writes). */
const OVERLAP_MS = 5 * 60 * 1000;

export const syncSettings = {
  /** How often the sync job runs (retries, reconciliation when due). 0 turns it off. */
  intervalMs: () => Number(process.env.SHOPIFY_SYNC_INTERVAL_MS ?? 60_000),
  /** How often each shop's orders are reconciled with Shopify. */
  reconcileEveryMs: () => Number(process.env.SHOPIFY_RECONCILE_INTERVAL_MS ?? 10 * 60_000),
};

type InjectedDependencies = {
  manager: EntityManager;
  shopService: ShopService;
  shopifyClientService: ShopifyClientService;
  orderIntakeService: OrderIntakeService;
  shopifyWebhookService: ShopifyWebhookService;
  orderShippingService: OrderShippingService;
};

/**
 * The periodic job: retries failed webhook processing and fulfilment pushes, and reconciles each
 * connected shop — orders created since its last sync are pulled through the GraphQL Admin API and
 * upserted by their business key, so a missed webhook does not lose an order.
 */
export default class ShopifySyncService extends PlatformService<InjectedDependencies> {
  async tick(): Promise<{ retriedWebhooks: number; retriedPushes: number; reconciled: number }> {
    const retriedWebhooks = await this.deps_.shopifyWebhookService.retryOpen();
    const retriedPushes = await this.deps_.orderShippingService.retryPendingPushes();
    let reconciled = 0;
    for (const shop of await this.deps_.shopService.dueForSync(syncSettings.reconcileEveryMs())) {
      reconciled += await this.reconcile(shop).catch((error: unknown) => {
        if (!(error instanceof ShopNeedsReauthError)) {
          console.warn(`[shopify] reconciliation of ${shop.domain} failed: ${String(error)}`);
        }
        return 0;
      });
    }
    return { retriedWebhooks, retriedPushes, reconciled };
  }

  /** Pulls the shop's orders created since its last sync; returns how many were new. */
  async reconcile(shop: Shop): Promise<number> {
    const startedAt = new Date();
    const since = new Date((shop.last_synced_at ?? shop.installed_at ?? startedAt).getTime() - OVERLAP_MS);
    const client = this.deps_.shopifyClientService;
    let listed: Awaited<ReturnType<typeof client.orderVersionsSince>>;
    try {
      listed = await client.orderVersionsSince(shop.id, since);
    } catch (error) {
      if (!ordersAccessDenied(error)) throw error;
      // No order reaches the platform, by webhook or here: the Shops screen says what to request.
      await this.deps_.shopService.setOrdersAccessDenied(shop.id, startedAt);
      console.warn(
        `[shopify] ${shop.domain}: Shopify refuses the app its orders (protected customer data not approved)`,
      );
      return 0;
    }
    const stored = await this.deps_.orderIntakeService.storedVersions(
      shop.id,
      listed.map((entry) => entry.id),
    );
    let created = 0;
    for (const entry of listed) {
      // Already stored in this version or a newer one: nothing to read (Shopify's query cost).
      if ((stored.get(entry.id) ?? -1) >= entry.updatedAt.getTime()) continue;
      const order = await client.order(shop.id, entry.gid);
      if (!order) continue;
      const result = await this.deps_.orderIntakeService.upsert(shop, order);
      if (result.created) created++;
    }
    await this.deps_.shopService.setLastSynced(shop.id, startedAt);
    if (created) console.info(`[shopify] reconciliation of ${shop.domain}: ${created} missed order(s) imported`);
    return created;
  }
}
