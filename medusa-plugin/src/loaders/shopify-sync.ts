import { startPeriodicJob } from "../lib/periodic-job";
import { shopifyConfig } from "../lib/shopify/api";
import { supportWarning } from "../lib/shopify/api-version";
import type { ShopifyWebhookService } from "../modules/shops";
import { type ShopifySyncService, syncSettings } from "../modules/shops";

type Container = { resolve<T = unknown>(name: string): T };

/** A stored delivery left unprocessed by a crash is taken up this soon after the start. */
const RESUME_AFTER_MS = 1000;

/**
 * The Shopify sync job (retries, reconciliation), by one instance at a time; and, once at start,
 * the deliveries a crash left unprocessed (not only at the job's next round, up to a minute later).
 */
export default async function shopifySyncLoader(container: Container): Promise<void> {
  // Shopify answers a version out of support with a newer one: say so while there is time to move.
  const versionWarning = supportWarning(shopifyConfig.apiVersion());
  if (versionWarning) console.warn(versionWarning);
  if (process.env.MEDUSA_WORKER_MODE !== "server") {
    setTimeout(() => {
      container
        .resolve<ShopifyWebhookService>("shopifyWebhookService")
        .resumeReceived()
        .then((count) => {
          if (count) console.info(`[shopify] resumed ${count} stored webhook deliveries at start`);
        })
        .catch((error: unknown) => console.warn(`[shopify] resuming stored deliveries failed: ${String(error)}`));
    }, RESUME_AFTER_MS).unref();
  }
  startPeriodicJob(container, {
    label: "shopify sync job",
    intervalMs: syncSettings.intervalMs(),
    lock: 740_004,
    run: () => container.resolve<ShopifySyncService>("shopifySyncService").tick(),
  });
}
