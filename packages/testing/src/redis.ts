import net from "node:net";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

/** Whether a Redis server answers PING at the URL (TCP probe, no client library). */
export function redisAvailable(
  url: string = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  timeoutMs = 1500,
): Promise<boolean> {
  const u = new URL(url);
  const host = u.hostname || "127.0.0.1";
  const port = Number(u.port || 6379);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let answer = "";
    const done = (ok: boolean) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
      // +PONG, or an error such as -NOAUTH: either way a Redis server is listening.
      if (answer.includes("\r\n")) done(answer.startsWith("+") || answer.startsWith("-"));
    });
  });
}

/** The same Redis server with another logical database index (redis://host:port/N). */
export function withRedisDb(url: string, db: number): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** One entry of a BullMQ queue's event stream (`<prefix>:<queue>:events`). */
export type QueueEvent = {
  id: string;
  event: string;
  jobId?: string;
  name?: string;
  [field: string]: string | undefined;
};

/**
 * The BullMQ event stream of a queue, oldest first: "added" (with the job name), "active",
 * "completed", "failed" … Medusa's Redis event bus uses prefix "RedisEventBusService" and
 * queue "events-queue".
 */
export async function queueEvents(
  redisUrl: string,
  queue = "events-queue",
  prefix = "RedisEventBusService",
): Promise<QueueEvent[]> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const entries = await redis.xrange(`${prefix}:${queue}:events`, "-", "+");
    return entries.map(([id, fields]) => {
      const event: QueueEvent = { id, event: "" };
      for (let i = 0; i + 1 < fields.length; i += 2) event[fields[i] as string] = fields[i + 1];
      return event;
    });
  } finally {
    redis.disconnect();
  }
}

/** Keys matching a pattern (SCAN, never KEYS). */
export async function redisKeys(redisUrl: string, pattern: string): Promise<string[]> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const found: string[] = [];
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
      cursor = next;
      found.push(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
  return found;
}
