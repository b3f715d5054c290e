import type { EntityManager } from "typeorm";
import { MEMBERSHIP_CHANNEL, membershipCache } from "../lib/membership-cache";

type Container = { resolve<T = unknown>(name: string): T };
type ListenClient = {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  end(): Promise<void>;
  connection?: { stream?: { unref?: () => void } };
};
type ProjectConfig = { projectConfig: { database_url?: string; database_extra?: Record<string, unknown> } };

/**
 * Keeps one connection LISTENing on the membership channel (lib/membership-cache.ts): every
 * notification forgets the cached memberships; while the connection is down nothing is cached,
 * and it reconnects with a growing pause. Not in worker mode (it answers no requests).
 */
export default async function membershipCacheLoader(container: Container): Promise<void> {
  if (process.env.MEDUSA_WORKER_MODE === "worker") return;
  const { projectConfig } = container.resolve<ProjectConfig>("configModule");
  // TypeORM's own pg module, so the plugin needs no driver of its own.
  const driver = container.resolve<EntityManager>("manager").connection.driver as unknown as {
    postgres?: { Client: new (options: Record<string, unknown>) => ListenClient };
  };
  const Client = driver.postgres?.Client;
  if (!Client || !projectConfig.database_url) return;
  let pause = 1_000;
  const connect = async (): Promise<void> => {
    const client = new Client({ ...projectConfig.database_extra, connectionString: projectConfig.database_url });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      membershipCache.setListening(false);
      if (error instanceof Error) console.warn(`[membership] cache listener lost: ${error.message}`);
      void client.end().catch(() => undefined);
      setTimeout(() => void connect(), pause).unref();
      pause = Math.min(pause * 2, 30_000);
    };
    client.on("notification", () => membershipCache.invalidate());
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      // The listener alone must not keep the process alive.
      client.connection?.stream?.unref?.();
      await client.query(`LISTEN ${MEMBERSHIP_CHANNEL}`);
      pause = 1_000;
      membershipCache.setListening(true);
    } catch (error) {
      onLost(error);
    }
  };
  await connect();
}
