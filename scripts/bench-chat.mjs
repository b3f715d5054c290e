// `npm run bench:chat`: send-to-delivery latency of chat messages to 200 concurrent live
// subscribers (tRPC subscriptions over server-sent events) on one chat — first with one backend
// (in-process pub/sub), then with two backends on the same database, the subscribers split over
// both and the messages posted to both in turn, delivered through Redis pub/sub. Latency is from
// the moment the send request leaves the client to the moment a subscriber has parsed the event
// (subscribers and sender share this process and its clock). Needs a build (`npx turbo run build`)
// and, for the second part, a Redis server (REDIS_URL, default redis://127.0.0.1:6379).
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  backendScript,
  json,
  portPicker,
  requireBuild,
  requireFromWorkspace,
  root,
  throwAwayDatabase,
} from "./bench-common.mjs";

requireBuild("packages/shopify-fake/dist/index.js");
const require = requireFromWorkspace;
const script = backendScript;
const { startShopifyFake } = require("@platform/shopify-fake");
const pg = require("pg");
const superjson = require("superjson");
const { Redis } = require("ioredis");

const SUBSCRIBERS = Number(process.env.BENCH_CHAT_SUBSCRIBERS || 200);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES || 40);
const GAP_MS = Number(process.env.BENCH_CHAT_GAP_MS || 50);
const REDIS_BASE = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const PASSWORD = "demo-password";

// BENCH_PORT_BASE=N: the backends on N and N+3 (each one's Stripe fake takes its port + 2), PostgreSQL on N+6.
const freePort = portPicker(
  process.env.BENCH_PORT_BASE ? [0, 3, 6].map((k) => Number(process.env.BENCH_PORT_BASE) + k) : [],
);

const signIn = async (url, email) =>
  (await json(`${url}/store/auth/token`, { method: "POST", body: { email, password: PASSWORD } })).access_token;

async function trpcQuery(url, token, procedure, input) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const answer = await json(`${url}/store/trpc/${procedure}${query}`, { token });
  return superjson.deserialize(answer.result.data);
}

async function trpcMutation(url, token, procedure, input) {
  const answer = await json(`${url}/store/trpc/${procedure}`, {
    method: "POST",
    token,
    body: superjson.serialize(input),
  });
  return superjson.deserialize(answer.result.data);
}

/** One live subscriber: an SSE stream read with fetch, calling onMessage(seq) per chat message. */
function subscriber(url, token, chatId, onMessage) {
  const controller = new AbortController();
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ chatId })));
  (async () => {
    try {
      const response = await fetch(`${url}/store/trpc/chats.onMessage?input=${input}`, {
        headers: { accept: "text/event-stream", authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          if (block.includes("event: connected")) resolveReady();
          else if (block.includes("event: serialized-error")) rejectReady(new Error(block));
          else {
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (data && !block.includes("event:")) onMessage(superjson.deserialize(JSON.parse(data.slice(6))).seq);
          }
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) rejectReady(error);
    }
  })();
  return { ready, close: () => controller.abort() };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Subscribers spread over `urls` (alternating merchant and supplier), messages posted to `urls` in turn. */
async function measure(label, urls, tokens, chatId) {
  const sentAt = new Map();
  const latencies = [];
  const delivered = new Map();
  let lastSeq = Number((await trpcQuery(urls[0], tokens.merchant, "chats.get", { chatId })).lastSeq);
  const subscribers = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const url = urls[i % urls.length];
    const token = i % 2 === 0 ? tokens.merchant : tokens.supplier;
    subscribers.push(
      subscriber(url, token, chatId, (seq) => {
        const start = sentAt.get(seq);
        if (start !== undefined) latencies.push(performance.now() - start);
        delivered.set(seq, (delivered.get(seq) ?? 0) + 1);
      }),
    );
  }
  const connectStart = performance.now();
  await Promise.all(subscribers.map((s) => s.ready));
  // tRPC says "connected" before the procedure has subscribed to the bus: let them settle.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const connectMs = performance.now() - connectStart;

  const sendLatencies = [];
  for (let i = 0; i < MESSAGES; i++) {
    const url = urls[i % urls.length];
    const token = i % 2 === 0 ? tokens.supplier : tokens.merchant;
    const seq = ++lastSeq;
    const start = performance.now();
    sentAt.set(seq, start);
    const message = await trpcMutation(url, token, "chats.send", { chatId, body: `bench ${label} #${i}` });
    sendLatencies.push(performance.now() - start);
    if (message.seq !== seq) throw new Error(`expected seq ${seq}, got ${message.seq}`);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  const expected = SUBSCRIBERS * MESSAGES;
  const deadline = Date.now() + 15_000;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const s of subscribers) s.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const sends = [...sendLatencies].sort((a, b) => a - b);
  const doubled = [...delivered.values()].filter((n) => n > SUBSCRIBERS).length;
  return {
    label,
    subscribers: SUBSCRIBERS,
    messages: MESSAGES,
    deliveries: `${latencies.length}/${expected}`,
    doubled,
    connectAllMs: Math.round(connectMs),
    sendP50: percentile(sends, 50),
    deliveryP50: percentile(sorted, 50),
    deliveryP95: percentile(sorted, 95),
    deliveryMax: sorted.at(-1),
  };
}

function print(result) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `\n${result.label}: ${result.subscribers} subscribers, ${result.messages} messages, ${result.deliveries} deliveries (${result.doubled} doubled), all connected in ${result.connectAllMs} ms`,
  );
  console.log(`  send (request → answer)   p50 ${ms(result.sendP50)}`);
  console.log(
    `  send → delivery           p50 ${ms(result.deliveryP50)}   p95 ${ms(result.deliveryP95)}   max ${ms(result.deliveryMax)}`,
  );
}

async function emptyRedisDb() {
  const redis = new Redis(REDIS_BASE, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    return null;
  }
  const keyspace = await redis.info("keyspace");
  redis.disconnect();
  const used = new Set(
    [...keyspace.matchAll(/^db(\d+):keys=(\d+)/gm)].filter((m) => Number(m[2]) > 0).map((m) => Number(m[1])),
  );
  for (let db = 14; db >= 1; db--) {
    if (!used.has(db)) {
      const u = new URL(REDIS_BASE);
      u.pathname = `/${db}`;
      return u.toString();
    }
  }
  return null;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
  fs.chmodSync(dataDir, 0o755);
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const pgPort = await freePort();
  const fake = await startShopifyFake({
    apiKey: "bench",
    apiSecret: "bench-secret",
    appUrl: urls[0],
    autoApprove: true,
  });
  const children = [];
  let dbUrl = process.env.DATABASE_URL || "";
  const embedded = !dbUrl;
  if (dbUrl) dbUrl = await throwAwayDatabase(dbUrl, "bench_chat");

  async function start(index, extraEnv) {
    const child = fork(script, [], {
      cwd: path.join(root, "apps/backend"),
      env: {
        ...process.env,
        ...(!embedded ? { DATABASE_URL: dbUrl } : {}),
        DATA_DIR: dataDir,
        PORT: String(ports[index]),
        PUBLIC_URL: urls[index],
        EMBEDDED_PG_PORT: String(pgPort),
        MEDUSA_DISABLE_TELEMETRY: "true",
        MEDUSA_ADMIN: "false",
        NODE_ENV: "production",
        JWT_SECRET: process.env.JWT_SECRET || "bench-jwt-secret",
        COOKIE_SECRET: process.env.COOKIE_SECRET || "bench-cookie-secret",
        SHOPIFY_API_KEY: "bench",
        SHOPIFY_API_SECRET: "bench-secret",
        SHOPIFY_FAKE_URL: fake.url,
        SHOPIFY_SYNC_INTERVAL_MS: "0",
        ...extraEnv,
      },
      stdio: ["ignore", process.env.BENCH_LOG === "1" ? "inherit" : "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
      if (process.env.BENCH_LOG === "1") process.stderr.write(chunk);
    });
    await new Promise((resolve, reject) => {
      child.on("message", (message) => message?.type === "ready" && resolve());
      child.on("exit", (code) => reject(new Error(`backend exited with ${code}\n${stderr.slice(-2000)}`)));
    });
    children.push(child);
    return child;
  }
  async function stopAll() {
    await Promise.all(
      children.splice(0).map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.removeAllListeners("exit");
            child.on("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
  }

  try {
    console.log(`Starting one backend (${embedded ? "embedded PostgreSQL" : "DATABASE_URL"}, in-process chat bus)…`);
    await start(0, { REDIS_URL: "" });
    if (!dbUrl) dbUrl = `postgres://platform:platform@127.0.0.1:${pgPort}/platform`;
    const tokens = {
      merchant: await signIn(urls[0], "customer@demo.local"),
      supplier: await signIn(urls[0], "supplier@demo.local"),
    };
    const merchantOrg = (await trpcQuery(urls[0], tokens.merchant, "organisation.get")).id;
    const supplierOrg = (await trpcQuery(urls[0], tokens.supplier, "organisation.get")).id;
    // The chat itself (its subject does not matter for delivery): straight into the database.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const [chat] = (
      await db.query(
        `INSERT INTO chat (id, subject_type, subject_id, subject_reference, organisation_id, receiver_organisation_id, created_by)
         VALUES ('chat_bench' || floor(random() * 1e9)::text, 'order', 'bench-order', '#BENCH', $1, $2, 'bench') RETURNING id`,
        [merchantOrg, supplierOrg],
      )
    ).rows;
    await db.end();

    const one = await measure("one instance (in-process)", [urls[0]], tokens, chat.id);
    print(one);
    await stopAll();

    const redisUrl = await emptyRedisDb();
    if (!redisUrl) {
      console.log(`\nRedis not reachable at ${REDIS_BASE} (or no empty logical database): two-instance part skipped.`);
      return;
    }
    console.log(`\nStarting two backends on the same database with REDIS_URL=${redisUrl}…`);
    // The first one starts the embedded PostgreSQL again (same folder) unless DATABASE_URL is set.
    await start(0, { REDIS_URL: redisUrl });
    await start(1, { DATABASE_URL: dbUrl, REDIS_URL: redisUrl });
    const two = await measure("two instances (Redis pub/sub)", urls, tokens, chat.id);
    print(two);
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
  } finally {
    await stopAll();
    await fake.stop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
