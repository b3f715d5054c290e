// `npm run bench:chat`: send-to-delivery latency of chat messages to 200 concurrent live
// subscribers (tRPC subscriptions over server-sent events) on one chat — with one backend
// (in-process pub/sub) against a bare baseline (bench-chat-bare.mjs: the same messages stored by
// the same two statements and fanned out as the same server-sent events by plain `node:http`, its
// own process), alternating in rounds, so `ours ÷ bare` is a ratio from one run; then with two
// backends on the same database, the subscribers split over both and the messages posted to both
// in turn, delivered through Redis pub/sub. Latency is from the moment the send request leaves the
// client to the moment a subscriber has parsed the event (subscribers and sender share this
// process and its clock). Needs a build (`npx turbo run build`) and, for the second part, a Redis
// server (REDIS_URL, default redis://127.0.0.1:6379).
//
// Flags: --subscribers N (200), --messages N (40), --gap MS between sends (50), --rounds N (2
// alternating rounds of bare and ours), --ports N (the backends on N and N+3 — each one's demo
// Stripe fake takes its port + 2 —, PostgreSQL on N+6, the bare server on N+7, instead of free
// ports), --no-redis (skip the two-instance part), --log (the backends' output).
// BENCH_CHAT_SUBSCRIBERS, BENCH_CHAT_MESSAGES, BENCH_CHAT_GAP_MS and BENCH_PORT_BASE still work.
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import {
  json,
  portPicker,
  requireBuild,
  requireFromWorkspace,
  root,
  startBenchBackend,
  throwAwayDatabase,
} from "./bench-common.mjs";

requireBuild();
const require = requireFromWorkspace;
const pg = require("pg");
const superjson = require("superjson");
const { Redis } = require("ioredis");
const bareScript = path.join(root, "scripts/bench-chat-bare.mjs");

const { values: flags } = parseArgs({
  options: {
    subscribers: { type: "string", default: process.env.BENCH_CHAT_SUBSCRIBERS || "200" },
    messages: { type: "string", default: process.env.BENCH_CHAT_MESSAGES || "40" },
    gap: { type: "string", default: process.env.BENCH_CHAT_GAP_MS || "50" },
    rounds: { type: "string", default: "2" },
    ports: { type: "string", default: process.env.BENCH_PORT_BASE },
    "no-redis": { type: "boolean", default: false },
    log: { type: "boolean", default: process.env.BENCH_LOG === "1" },
  },
});
const SUBSCRIBERS = Number(flags.subscribers);
const MESSAGES = Number(flags.messages);
const GAP_MS = Number(flags.gap);
const ROUNDS = Math.max(1, Number(flags.rounds));
const REDIS_BASE = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const PASSWORD = "demo-password";

const freePort = portPicker(flags.ports ? [0, 3, 6, 7].map((k) => Number(flags.ports) + k) : []);

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
async function measure(urls, tokens, chatId, label) {
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

  const sends = [];
  for (let i = 0; i < MESSAGES; i++) {
    const url = urls[i % urls.length];
    const token = i % 2 === 0 ? tokens.supplier : tokens.merchant;
    const seq = ++lastSeq;
    const start = performance.now();
    sentAt.set(seq, start);
    const message = await trpcMutation(url, token, "chats.send", { chatId, body: `bench ${label} #${i}` });
    sends.push(performance.now() - start);
    if (message.seq !== seq) throw new Error(`expected seq ${seq}, got ${message.seq}`);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  const expected = SUBSCRIBERS * MESSAGES;
  const deadline = Date.now() + 15_000;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const s of subscribers) s.close();
  const doubled = [...delivered.values()].filter((n) => n > SUBSCRIBERS).length;
  return { latencies, sends, expected, doubled, connectMs };
}

/** Rounds of one scenario, merged. */
function merged(label, runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sends = runs.flatMap((r) => r.sends).sort((a, b) => a - b);
  return {
    label,
    rounds: runs.length,
    deliveries: `${latencies.length}/${runs.reduce((n, r) => n + r.expected, 0)}`,
    complete: runs.every((r) => r.latencies.length === r.expected),
    doubled: runs.reduce((n, r) => n + r.doubled, 0),
    connectAllMs: Math.round(Math.max(...runs.map((r) => r.connectMs))),
    sendP50: percentile(sends, 50),
    deliveryP50: percentile(latencies, 50),
    deliveryP95: percentile(latencies, 95),
    deliveryMax: latencies.at(-1),
  };
}

function print(result) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `\n${result.label}: ${SUBSCRIBERS} subscribers, ${MESSAGES} messages × ${result.rounds} round(s), ${result.deliveries} deliveries (${result.doubled} doubled), all connected within ${result.connectAllMs} ms`,
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

/** The bare baseline (bench-chat-bare.mjs) with the two authors' tokens; resolves when it listens. */
async function startBare(port, databaseUrl, authors) {
  const child = fork(bareScript, [], {
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_DATABASE_URL: databaseUrl,
      BARE_AUTHORS: JSON.stringify(authors),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.on("message", (message) => message?.type === "ready" && resolve(undefined));
    child.on("exit", (code) => reject(new Error(`bare baseline exited with ${code}`)));
  });
  return child;
}

/** The customer id a store token names (its payload, read without checking: the backend issued it). */
const customerOf = (token) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).customer_id;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
  fs.chmodSync(dataDir, 0o755);
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const pgPort = await freePort();
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const children = [];
  let dbUrl = process.env.DATABASE_URL || "";
  const embedded = !dbUrl;
  if (dbUrl) dbUrl = await throwAwayDatabase(dbUrl, "bench_chat");

  async function start(index, env) {
    const child = await startBenchBackend({
      databaseUrl: index === 0 && embedded ? "" : dbUrl,
      dataDir,
      port: ports[index],
      url: urls[index],
      pgPort,
      log: flags.log,
      env,
      onChild: (started) => children.push(started),
    });
    return child;
  }
  async function stopAll() {
    await Promise.all(
      children.splice(0).map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.removeAllListeners("exit");
            child.on("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      stopAll().finally(() => process.exit(130));
    });
  }

  try {
    console.log(`Starting one backend (${embedded ? "embedded PostgreSQL" : "DATABASE_URL"}, in-process chat bus)…`);
    await start(0, { REDIS_URL: "" });
    if (!dbUrl) dbUrl = `postgres://platform:platform@127.0.0.1:${pgPort}/platform`;
    const tokens = {
      merchant: await signIn(urls[0], "customer@demo.local"),
      supplier: await signIn(urls[0], "supplier@demo.local"),
    };
    const merchantOrg = await trpcQuery(urls[0], tokens.merchant, "organisation.get");
    const supplierOrg = await trpcQuery(urls[0], tokens.supplier, "organisation.get");
    // The chat itself (its subject does not matter for delivery): straight into the database.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const [chat] = (
      await db.query(
        `INSERT INTO chat (id, subject_type, subject_id, subject_reference, organisation_id, receiver_organisation_id, created_by)
         VALUES ('chat_bench' || floor(random() * 1e9)::text, 'order', 'bench-order', '#BENCH', $1, $2, 'bench') RETURNING id`,
        [merchantOrg.id, supplierOrg.id],
      )
    ).rows;
    await db.end();

    const author = (token, organisation, name) => ({
      customerId: customerOf(token),
      organisationId: organisation.id,
      organisationName: organisation.name,
      name,
    });
    children.push(
      await startBare(barePort, dbUrl, {
        [tokens.merchant]: author(tokens.merchant, merchantOrg, "Clara Kunde"),
        [tokens.supplier]: author(tokens.supplier, supplierOrg, "Sven Supplier"),
      }),
    );
    console.log(`Measuring: ${ROUNDS} alternating rounds of the bare baseline and one instance…`);
    const runs = { bare: [], ours: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      runs.bare.push(await measure([bareUrl], tokens, chat.id, "bare"));
      runs.ours.push(await measure([urls[0]], tokens, chat.id, "ours"));
      console.log(`  round ${round}/${ROUNDS} done`);
    }
    const bare = merged("bare: node:http + pg, same statements and events", runs.bare);
    const one = merged("ours: one instance (in-process)", runs.ours);
    print(bare);
    print(one);
    console.log(
      `\n  Ratio (ours ÷ bare, load average ${os.loadavg()[0].toFixed(1)}): delivery p50 ${(one.deliveryP50 / bare.deliveryP50).toFixed(1)}×, p95 ${(one.deliveryP95 / bare.deliveryP95).toFixed(1)}×; send answered p50 ${(one.sendP50 / bare.sendP50).toFixed(1)}×`,
    );
    if (!bare.complete || !one.complete) process.exitCode = 1;
    await stopAll();

    if (flags["no-redis"]) return;
    const redisUrl = await emptyRedisDb();
    if (!redisUrl) {
      console.log(`\nRedis not reachable at ${REDIS_BASE} (or no empty logical database): two-instance part skipped.`);
      return;
    }
    console.log(`\nStarting two backends on the same database with REDIS_URL=${redisUrl}…`);
    // The first one starts the embedded PostgreSQL again (same folder) unless DATABASE_URL is set.
    await start(0, { REDIS_URL: redisUrl });
    await start(1, { REDIS_URL: redisUrl });
    const two = merged("ours: two instances (Redis pub/sub)", [await measure(urls, tokens, chat.id, "two")]);
    print(two);
    if (!two.complete) process.exitCode = 1;
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
