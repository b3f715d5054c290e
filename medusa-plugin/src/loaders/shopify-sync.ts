import { startPeriodicJob } from "../lib/periodic-job";
import type ShopifySyncService from "../services/shopify-sync";
import { syncSettings } from "../services/shopify-sync";

type Container = { resolve<T = unknown>(name: string): T };

/** The Shopify sync job (retries, reconciliation), by one instance at a time. */
export default async function shopifySyncLoader(container: Container): Promise<void> {
  startPeriodicJob(container, {
    label: "shopify sync job",
    intervalMs: syncSettings.intervalMs(),
    lock: 740_004,
    run: () => container.resolve<ShopifySyncService>("shopifySyncService").tick(),
  });
}
