import { intervalFromEnv, startPeriodicJob } from "../lib/periodic-job";
import type { ShopReconciliationService } from "../modules/shop-reconciliation";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * Shopify reconciliation (docs/intake.md): every SHOP_RECONCILIATION_INTERVAL_MS (default 30
 * minutes; 0 switches it off) each connected shop's open and recently shipped orders are compared
 * with Shopify's; support sees what differs. One instance at a time (advisory lock).
 */
export default async function shopReconciliationLoader(container: Container): Promise<void> {
  const intervalMs = intervalFromEnv("SHOP_RECONCILIATION_INTERVAL_MS", 30 * 60_000);
  startPeriodicJob(container, {
    label: "shop-reconciliation",
    intervalMs,
    lock: 740_031,
    firstAfterMs: Math.min(intervalMs, 60_000),
    run: async () => {
      const result = await container.resolve<ShopReconciliationService>("shopReconciliationService").run();
      // Counts only: the orders stay in the database (support sees them), never in the log.
      if (result.drifts) console.warn(`[shopify] reconciliation: ${result.drifts} order(s) differ from Shopify`);
    },
  });
}
