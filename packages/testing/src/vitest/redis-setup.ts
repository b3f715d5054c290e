// globalSetup of the `redis` vitest project: one database, one SMTP sink and TWO backends that
// share it through Redis (event bus on BullMQ, cache, sessions), on a Redis logical database of
// their own so that nothing else on that Redis server is touched.
import { Redis } from "ioredis";
import type { TestProject } from "vitest/node";
import { type RunningBackend, startBackend, TEST_PASSWORD_HASH_LOG_N, TEST_SECRETS } from "../backend";
import { startDatabase } from "../database";
import { startMailSink } from "../mail";
import { freePort } from "../ports";
import { DEFAULT_REDIS_URL, redisAvailable, withRedisDb } from "../redis";
import { shopifyEnv, startFakeShopify } from "../shopify";
import "./context";

/** Key patterns Medusa 1.x creates (BullMQ queue of the event bus, cache, express sessions) and ours (rate limits). */
export const MEDUSA_REDIS_KEY_PATTERNS = ["RedisEventBusService:*", "medusa:*", "sess:*", "platform:*"];

/** Marks a logical database as taken by a test run (deleted with the run's other keys). */
const RESERVATION_KEY = "platform:test-run";

/**
 * The highest logical database (1–15) that held no key, reserved at once with a marker key
 * (SET NX): the backends write their first keys only a minute later, and another run choosing
 * meanwhile must not take the same database (its workers would take this run's jobs).
 */
export async function emptyDatabaseIndex(baseUrl: string): Promise<number> {
  const redis = new Redis(baseUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (let db = 15; db >= 1; db--) {
      await redis.select(db);
      if ((await redis.set(RESERVATION_KEY, String(process.pid), "NX")) !== "OK") continue;
      if ((await redis.dbsize()) === 1) return db;
      // Someone's keys were there already: not ours to use.
      await redis.del(RESERVATION_KEY);
    }
    throw new Error(`Redis at ${baseUrl} has no empty logical database (1–15) for the tests`);
  } finally {
    redis.disconnect();
  }
}

/** Deletes what Medusa and the platform wrote to this Redis database. */
export async function deleteKeys(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of MEDUSA_REDIS_KEY_PATTERNS) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== "0");
    }
  } finally {
    redis.disconnect();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  if (!(await redisAvailable(baseUrl))) {
    throw new Error(`Redis is not reachable at ${baseUrl}: start redis-server to run the *.redis.test.ts files`);
  }
  const redisUrl = withRedisDb(baseUrl, await emptyDatabaseIndex(baseUrl));
  const startedAt = Date.now();
  const database = await startDatabase();
  const sink = await startMailSink();
  // Shopify's webhooks go to the first backend; either one may process them (BullMQ).
  const firstPort = await freePort();
  const shopify = await startFakeShopify({ appUrl: `http://127.0.0.1:${firstPort}` });
  const backends: RunningBackend[] = [];
  const teardown = async () => {
    await Promise.all(backends.map((backend) => backend.stop()));
    await shopify.stop();
    await sink.stop();
    await database.stop();
    await deleteKeys(redisUrl);
  };
  try {
    const env = {
      SMTP_URL: sink.url,
      REDIS_URL: redisUrl,
      MEDUSA_ADMIN: "false",
      NODE_ENV: "production",
      // Production refuses to start on the development secrets.
      ...TEST_SECRETS,
      // Cheaper password hashes, as in the integration project (lib/password-hash.ts).
      PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
      ...shopifyEnv(shopify.url),
      // No reconciliation here: orders must come through the event bus.
      SHOPIFY_SYNC_INTERVAL_MS: "0",
    };
    // The first one migrates and seeds; the second boots against the ready database.
    backends.push(await startBackend({ databaseUrl: database.url, env, port: firstPort }));
    backends.push(await startBackend({ databaseUrl: database.url, env }));
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `[redis] ${database.kind} PostgreSQL, Redis ${redisUrl}, backends ${backends.map((b) => b.url).join(" and ")} ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  project.provide("backendUrls", [backends[0]!.url, backends[1]!.url]);
  project.provide("databaseUrl", database.url);
  project.provide("mailDir", sink.dir);
  project.provide("redisUrl", redisUrl);
  project.provide("shopifyFakeUrl", shopify.url);
  return teardown;
}
