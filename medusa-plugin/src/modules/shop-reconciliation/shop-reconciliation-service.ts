import { SHOP_DRIFT_FIX, SHOP_DRIFT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { PlatformService } from "../../lib/platform-service";
import type { IncomingOrder } from "../../lib/shopify/orders";
import type { OrderIntakeService, OrderShippingService } from "../orders";
import type { ShopService } from "../shops";
import { type CurrentShopOrder, compareShopOrder } from "./compare-shop-order";
import {
  type CandidateOrder,
  candidateOrders,
  deleteDrift,
  externalOrderIdOf,
  forgetDisconnectedShops,
  listDrifts,
  lockDrift,
  pushedShipmentIds,
  type ReconciledShop,
  recordRun,
  replaceDrifts,
  shopsToReconcile,
} from "./data-access/drifts";

export const reconciliationSettings = {
  /** How often the job compares the shops' orders with Shopify (0 switches it off). */
  intervalMs: () => Number(process.env.SHOP_RECONCILIATION_INTERVAL_MS ?? 30 * 60_000),
  /** Orders per shop and round: each costs a query or two against the shop's rate limit. */
  ordersPerShop: () => Number(process.env.SHOP_RECONCILIATION_ORDERS ?? 100),
  /**
   * An order Shopify changed this recently, after the version the platform holds, is left for its
   * webhook (which normally arrives within seconds): not a drift yet.
   */
  graceMs: () => Number(process.env.SHOP_RECONCILIATION_GRACE_MS ?? 5 * 60_000),
};

/** What the check reads from Shopify (the shops module's shopifyClientService). */
type ShopifyReads = {
  order(shopId: string, gid: string): Promise<IncomingOrder | null>;
  fulfilmentsOf(shopId: string, shopifyOrderId: string): Promise<Array<{ status: string; trackingNumbers: string[] }>>;
};

type InjectedDependencies = {
  manager: EntityManager;
  shopService: ShopService;
  shopifyClientService: ShopifyReads;
  orderIntakeService: OrderIntakeService;
  orderShippingService: OrderShippingService;
};

/**
 * Shopify reconciliation (issue 31, docs/intake.md): each connected shop's open and recently
 * shipped orders compared with Shopify's order as it stands now (lines and current quantities,
 * cancellation, fulfilment status, tracking); every difference is kept for support with its cause
 * and a fix — Shopify's version taken in through the intake, or the shipments sent again.
 */
export default class ShopReconciliationService extends PlatformService<InjectedDependencies> {
  /** One round over every connected shop (or one); returns how many drifts are open after it. */
  async run(now = new Date(), shopId?: string): Promise<{ shops: number; orders: number; drifts: number }> {
    let orders = 0;
    const shops = (await shopsToReconcile(this.manager_)).filter((shop) => !shopId || shop.id === shopId);
    for (const shop of shops) orders += await this.reconcileShop(shop, now);
    await forgetDisconnectedShops(this.manager_);
    const { total } = await listDrifts(this.manager_, 1);
    return { shops: shops.length, orders, drifts: total };
  }

  private async reconcileShop(shop: ReconciledShop, now: Date): Promise<number> {
    const candidates = await candidateOrders(this.manager_, shop.id, reconciliationSettings.ordersPerShop());
    const found: Array<{ orderId: string; drifts: ReturnType<typeof compareShopOrder> }> = [];
    try {
      for (const order of candidates) {
        const current = await this.currentOrder(shop, order);
        if (current === "pending") continue;
        found.push({ orderId: order.orderId, drifts: compareShopOrder(order, current) });
      }
    } catch (error) {
      // The shop could not be read (signed out, unreachable): what was read is kept, the run says so.
      await this.transaction_(async (manager) => {
        await replaceDrifts(manager, shop, found);
        await recordRun(manager, shop.id, found.length, String(error).slice(0, 300), now);
      });
      console.warn(`[shopify] reconciliation check of ${shop.domain} stopped: ${String(error)}`);
      return found.length;
    }
    await this.transaction_(async (manager) => {
      await replaceDrifts(manager, shop, found);
      await recordRun(manager, shop.id, found.length, null, now);
    });
    return found.length;
  }

  /** Shopify's order now, "pending" while a change of it is probably still on its way as a webhook. */
  private async currentOrder(shop: ReconciledShop, order: CandidateOrder): Promise<CurrentShopOrder | "pending"> {
    const client = this.deps_.shopifyClientService;
    const incoming = await client.order(shop.id, `gid://shopify/Order/${order.externalOrderId}`);
    if (!incoming) return null;
    const newer = !order.storedVersion || incoming.updatedAt.getTime() > order.storedVersion.getTime();
    if (newer && Date.now() - incoming.updatedAt.getTime() < reconciliationSettings.graceMs()) return "pending";
    const fulfilments = order.pushedShipments > 0 ? await client.fulfilmentsOf(shop.id, order.externalOrderId) : [];
    return {
      cancelled: Boolean(incoming.cancelledAt),
      fulfilmentStatus: incoming.fulfillmentStatus,
      lines: incoming.lineItems.map((line) => ({ lineId: line.id, quantity: line.quantity })),
      tracking: fulfilments.filter((f) => f.status !== "CANCELLED").flatMap((f) => f.trackingNumbers),
    };
  }

  /** Support's list: the open drifts, and when the shops were last checked. */
  async list(limit = 200) {
    return await listDrifts(this.manager_, limit);
  }

  /**
   * Fixes one drift: Shopify's current version taken in through the intake (cancelled, edited or
   * fulfilled there), or the order's shipments sent to Shopify again. The order is compared again
   * at once, so a fix that did not take shows again.
   */
  async fix(actor: string, driftId: string): Promise<{ fixed: "apply" | "push" }> {
    const drift = await this.transaction_(async (manager) => {
      const row = await lockDrift(manager, driftId);
      if (!row) throw new DomainError("NOT_FOUND", SHOP_DRIFT_MESSAGES.notFound);
      const fix = SHOP_DRIFT_FIX[row.kind];
      if (!fix) throw new DomainError("BAD_REQUEST", SHOP_DRIFT_MESSAGES.fixFailed);
      // Taken off the list first: a second click finds nothing to fix twice.
      await deleteDrift(manager, row.id);
      return { ...row, fix };
    });
    try {
      const shop = await this.deps_.shopService.retrieve(drift.shop_id);
      if (drift.fix === "apply") {
        const externalId = await externalOrderIdOf(this.manager_, drift.shop_id, drift.order_id);
        const incoming = externalId
          ? await this.deps_.shopifyClientService.order(shop.id, `gid://shopify/Order/${externalId}`)
          : null;
        if (!incoming) throw new Error("Shopify no longer has the order");
        await this.deps_.orderIntakeService.upsert(shop, incoming, "update");
      } else {
        for (const shipmentId of await pushedShipmentIds(this.manager_, drift.order_id)) {
          await this.deps_.orderShippingService.retryPush(null, actor, drift.order_id, shipmentId, { alsoDone: true });
        }
      }
      return { fixed: drift.fix };
    } catch (error) {
      console.warn(`[shopify] fixing drift ${driftId} failed: ${String(error)}`);
      throw new DomainError("BAD_REQUEST", SHOP_DRIFT_MESSAGES.fixFailed);
    }
  }
}
