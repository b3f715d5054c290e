import { intervalFromEnv, startPeriodicJob } from "../lib/periodic-job";
import type { WebhookService } from "../modules/webhooks";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * Outbound webhooks (modules/webhooks): every WEBHOOK_DELIVERY_INTERVAL_MS (default 2 s; 0
 * switches it off) due deliveries are sent. No advisory lock: several instances share the work,
 * each claiming rows with FOR UPDATE SKIP LOCKED. Every WEBHOOK_PRUNE_INTERVAL_MS (default 1 h)
 * settled events older than the retention are deleted, by one instance at a time.
 */
export default async function webhookDeliveryLoader(container: Container): Promise<void> {
  const intervalMs = intervalFromEnv("WEBHOOK_DELIVERY_INTERVAL_MS", 2_000);
  startPeriodicJob(container, {
    label: "webhooks",
    intervalMs,
    firstAfterMs: Math.min(intervalMs, 5_000),
    run: async () => await container.resolve<WebhookService>("webhookService").deliverDue(60_000),
  });
  const pruneMs = intervalFromEnv("WEBHOOK_PRUNE_INTERVAL_MS", 3_600_000);
  startPeriodicJob(container, {
    label: "webhooks-retention",
    intervalMs: pruneMs,
    lock: 740_038,
    firstAfterMs: Math.min(pruneMs, 60_000),
    run: async () => await container.resolve<WebhookService>("webhookService").pruneHistory(60_000),
  });
}
