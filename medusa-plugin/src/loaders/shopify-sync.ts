import type { EntityManager } from "typeorm";
import type ShopifySyncService from "../services/shopify-sync";
import { syncSettings } from "../services/shopify-sync";

type Container = { resolve<T = unknown>(name: string): T };

/** One number for pg_try_advisory_lock: only one backend instance runs a sync tick at a time. */
const SYNC_LOCK = 740_004;

/**
 * Starts the Shopify sync job (Medusa v1's scheduled jobs need Redis; this timer works with and
 * without it). Not in `server` worker mode: there the worker instance runs it.
 */
export default async function shopifySyncLoader(container: Container): Promise<void> {
  const interval = syncSettings.intervalMs();
  if (!interval || process.env.MEDUSA_WORKER_MODE === "server") return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const manager = container.resolve<EntityManager>("manager");
    const runner = manager.connection.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = await runner.query("SELECT pg_try_advisory_lock($1) AS locked", [SYNC_LOCK]);
      if (!locked) return;
      try {
        await container.resolve<ShopifySyncService>("shopifySyncService").tick();
      } finally {
        await runner.query("SELECT pg_advisory_unlock($1)", [SYNC_LOCK]);
      }
    } catch (error) {
      if (manager.connection.isInitialized) console.warn(`[shopify] sync job failed: ${String(error)}`);
    } finally {
      await runner.release().catch(() => undefined);
      running = false;
    }
  }, interval);
  timer.unref();
}
