// globalSetup of the `scale` vitest project: the services the scaled-out processes share (one
// PostgreSQL, one SMTP sink, a Redis logical database of their own). The test file starts the
// backends and nginx itself, because it kills and restarts them.
import type { TestProject } from "vitest/node";
import { startDatabase } from "../database";
import { startMailSink } from "../mail";
import { nginxBinary } from "../nginx";
import { DEFAULT_REDIS_URL, redisAvailable, withRedisDb } from "../redis";
import { deleteKeys, emptyDatabaseIndex } from "./redis-setup";
import "./context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Said loudly rather than skipped: a missing tool must not look like a passing test.
  if (!nginxBinary()) {
    throw new Error(
      "nginx is not installed: the scale-out test (*.scale.test.ts) needs it (Debian: apt-get install -y nginx; or set NGINX_BIN)",
    );
  }
  const baseUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  if (!(await redisAvailable(baseUrl))) {
    throw new Error(`Redis is not reachable at ${baseUrl}: start redis-server to run the *.scale.test.ts files`);
  }
  const redisUrl = withRedisDb(baseUrl, await emptyDatabaseIndex(baseUrl));
  const database = await startDatabase();
  const sink = await startMailSink();
  project.provide("databaseUrl", database.url);
  project.provide("redisUrl", redisUrl);
  project.provide("mailDir", sink.dir);
  project.provide("smtpUrl", sink.url);
  project.provide("scalePortsFrom", Number(process.env.SCALE_PORTS_FROM) || 0);
  console.log(`[scale] ${database.kind} PostgreSQL, Redis ${redisUrl}`);
  return async () => {
    await sink.stop();
    await database.stop();
    await deleteKeys(redisUrl);
  };
}
