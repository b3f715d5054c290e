// `npm run bench:mixed`: N concurrent users (colleagues in the demo merchant's organisation, one
// account each) on one backend doing what a merchant's browser does —
// sign in, the dashboard, the lists, a few details, a chat message, an upload — in a closed loop
// (each user waits for a page's answers, then opens the next; a page's queries go out at once, as
// the SPA's do). Three phases of the same length, in
// one run: the baseline (the same N users calling Medusa's own `GET /store/customers/me`, and the
// bare `orders.list` of bench-orders-bare.mjs: plain node:http + pg, no framework), the mix alone,
// and the mix beside back-to-back bursts of 200 parallel sign-ins of one other user. Prints
// p50/p95/p99 per call kind, errors and the machine's load average per phase: other processes on
// the machine move the absolute figures, so compare the ratios within one run. Ends with the
// password hash's cost: one hash alone and the users' sign-in ÷ their other calls, per phase.
// Needs a build (`npx turbo run build`).
//
//   npm run bench:mixed -- --users 20 --duration 30
//
// Flags: --users N (20), --duration S per phase (30), --burst N parallel sign-ins (200), --parallel N
// (3: the lists a page asks for at once; the issue's probe asked for 13 at once),
// --ports N (the backend on N, its fakes N+1 and N+2, PostgreSQL N+3, the bare server N+4),
// --cpu-prof DIR (the backend writes a V8 CPU profile there when it stops), --log (its output).
import { fork } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { json, portPicker, requireBuild, requireFromWorkspace, root, startBenchBackend } from "./bench-common.mjs";

requireBuild();
const superjson = requireFromWorkspace("superjson");
const pg = requireFromWorkspace("pg");
const sharp = requireFromWorkspace("sharp");

const { values: flags } = parseArgs({
  options: {
    users: { type: "string", default: "20" },
    duration: { type: "string", default: "30" },
    burst: { type: "string", default: "200" },
    parallel: { type: "string", default: "3" },
    ports: { type: "string" },
    "cpu-prof": { type: "string" },
    log: { type: "boolean", default: false },
  },
});
const USERS = Number(flags.users);
const DURATION_S = Number(flags.duration);
const BURST = Number(flags.burst);
const PARALLEL = Number(flags.parallel);
if (!(USERS >= 1 && DURATION_S > 0 && BURST >= 1 && PARALLEL >= 1)) {
  console.error("Invalid flags: --users ≥ 1, --duration > 0, --burst ≥ 1, --parallel ≥ 1");
  process.exit(1);
}
const MERCHANT = { email: "customer@demo.local", password: "demo-password" };
/** The burst's user: another demo login, so the users' own sign-ins are not the burst's account. */
const BURST_USER = { email: "agency@demo.local", password: "demo-password" };
const freePort = portPicker(flags.ports ? [0, 3, 4].map((k) => Number(flags.ports) + k) : []);

// ── Calls ────────────────────────────────────────────────────────────────────
const query = (url, token, procedure, input) =>
  json(
    `${url}/store/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`,
    { token },
  ).then((answer) => superjson.deserialize(answer.result.data));
const mutation = (url, token, procedure, input) =>
  json(`${url}/store/trpc/${procedure}`, { method: "POST", token, body: superjson.serialize(input) }).then((answer) =>
    superjson.deserialize(answer.result.data),
  );
const signIn = (url, { email, password }) =>
  json(`${url}/store/auth/token`, { method: "POST", body: { email, password } }).then((a) => a.access_token);

async function upload(url, token, png) {
  const form = new FormData();
  form.append("files", new Blob([png], { type: "image/png" }), "bench.png");
  const response = await fetch(`${url}/store/uploads`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text.slice(0, 200)}`);
}

/** The lists a merchant's pages load, each with the inputs tried in order (the first that answers is kept). */
const LISTS = [
  ["orders.list", [{ limit: 20 }, {}]],
  ["invoices.list", [{}, { page: 1 }]],
  ["chats.list", [{}]],
  ["notifications.list", [{}, { limit: 20 }]],
  ["shops.list", [undefined]],
  ["locations.list", [{}, undefined]],
  ["stocks.list", [{}, undefined]],
  ["packaging.list", [{}, undefined]],
  ["retours.list", [{}, undefined]],
  ["products.list", [{}, undefined]],
  ["stockOrders.list", [{}, undefined]],
  ["productRequests.list", [{}, undefined]],
  ["members.list", [undefined]],
  ["bookings.list", [{}, undefined]],
];

/** What a merchant session does, as named calls; built once from what the demo data holds. */
async function merchantScript(url) {
  const token = await signIn(url, MERCHANT);
  const lists = [];
  const skipped = [];
  for (const [procedure, inputs] of LISTS) {
    let kept = null;
    for (const input of inputs) {
      kept = await query(url, token, procedure, input).then(
        (answer) => ({ input, answer }),
        () => null,
      );
      if (kept) break;
    }
    if (kept) lists.push({ procedure, input: kept.input, answer: kept.answer });
    else skipped.push(procedure);
  }
  const first = (procedure) => {
    const answer = lists.find((l) => l.procedure === procedure)?.answer;
    return (answer?.items ?? answer?.rows ?? (Array.isArray(answer) ? answer : []))[0] ?? null;
  };
  const details = [];
  const order = first("orders.list");
  if (order) details.push(["orders.get", { orderId: order.id }], ["orders.history", { orderId: order.id }]);
  const invoice = first("invoices.list");
  if (invoice) details.push(["invoices.get", { invoiceId: invoice.id }]);
  let chatId = first("chats.list")?.id ?? null;
  // No chat in the demo data yet: open one about a subject the merchant has, with the first receiver offered.
  const subjects = [
    ["order", order],
    ["product_request", first("productRequests.list")],
    ["booking", first("bookings.list")],
  ];
  for (const [subjectType, subject] of subjects) {
    if (chatId || !subject) continue;
    const [receiver] = await query(url, token, "chats.receivers", { subjectType, subjectId: subject.id }).catch(
      () => [],
    );
    if (!receiver) continue;
    const created = await mutation(url, token, "chats.create", {
      subjectType,
      subjectId: subject.id,
      receiverOrganisationId: receiver.id,
      body: "bench: a question",
    }).catch(() => null);
    chatId = created?.chatId ?? null;
  }
  if (chatId) details.push(["chats.messages", { chatId }]);
  const keptDetails = [];
  for (const [procedure, input] of details) {
    const ok = await query(url, token, procedure, input).then(
      () => true,
      () => false,
    );
    if (ok) keptDetails.push([procedure, input]);
    else skipped.push(procedure);
  }
  const me = await query(url, token, "session.me");
  return { token, lists, details: keptDetails, chatId, skipped, me };
}

// ── Measuring ────────────────────────────────────────────────────────────────
function percentile(sorted, q) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

class Results {
  kinds = new Map();
  /** The same calls by procedure, for the slowest ones. */
  procedures = new Map();
  add(kind, ms, error) {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { latencies: [], errors: 0, lastError: "" };
      this.kinds.set(kind, entry);
    }
    if (error) {
      entry.errors++;
      entry.lastError = String(error).slice(0, 200);
    } else entry.latencies.push(ms);
  }
  async time(kind, call, procedure) {
    const t0 = performance.now();
    try {
      await call();
      this.add(kind, performance.now() - t0);
      if (procedure) {
        if (!this.procedures.has(procedure)) this.procedures.set(procedure, []);
        this.procedures.get(procedure).push(performance.now() - t0);
      }
    } catch (error) {
      this.add(kind, performance.now() - t0, error);
    }
  }
  /** The procedures with the highest p95. */
  slowest(n) {
    return [...this.procedures]
      .map(([procedure, latencies]) => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return { procedure, calls: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
      })
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, n);
  }
  summary(kind) {
    const entry = this.kinds.get(kind);
    const sorted = [...(entry?.latencies ?? [])].sort((a, b) => a - b);
    return {
      calls: sorted.length,
      errors: entry?.errors ?? 0,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      lastError: entry?.lastError ?? "",
    };
  }
  /** All calls but the burst's, together. */
  overall() {
    const all = new Results();
    for (const [kind, entry] of this.kinds) {
      if (kind.startsWith("burst")) continue;
      for (const ms of entry.latencies) all.add("all", ms);
      for (let i = 0; i < entry.errors; i++) all.add("all", 0, entry.lastError);
    }
    return all.summary("all");
  }
}

/**
 * The users: colleagues of the demo merchant, one account each (as 20 people of an office are),
 * written straight into the database with the demo merchant's password hash and role.
 */
async function colleagues(count) {
  await database.query(
    `INSERT INTO customer (id, email, first_name, last_name, password_hash, has_account, created_at, updated_at)
     SELECT 'cus_01BENCHUSER' || lpad(g::text, 4, '0'), 'bench-user-' || g || '@demo.local', 'Bench', 'User ' || g,
            c.password_hash, true, now(), now()
       FROM customer c CROSS JOIN generate_series(1, $1) g
      WHERE c.email = $2 AND c.has_account`,
    [count, MERCHANT.email],
  );
  await database.query(
    `INSERT INTO member (id, customer_id, organisation_id, role, created_at, updated_at)
     SELECT 'mem_01BENCHUSER' || lpad(g::text, 4, '0'), 'cus_01BENCHUSER' || lpad(g::text, 4, '0'), m.organisation_id,
            m.role, now(), now()
       FROM member m JOIN customer c ON c.id = m.customer_id AND c.email = $2 AND c.has_account
      CROSS JOIN generate_series(1, $1) g`,
    [count, MERCHANT.email],
  );
  return Array.from({ length: count }, (_, k) => ({
    email: `bench-user-${k + 1}@demo.local`,
    password: MERCHANT.password,
  }));
}

/** One user's session, over and over until the deadline: the calls of a merchant's visit. */
async function user(url, script, png, results, deadline, k) {
  let turn = 0;
  while (performance.now() < deadline) {
    let token = script.token;
    await results.time("sign-in", async () => {
      token = await signIn(url, script.users[k]);
    });
    await Promise.all([
      results.time("dashboard", () => query(url, token, "session.me"), "session.me"),
      results.time("dashboard", () => query(url, token, "dashboard.customer"), "dashboard.customer"),
      results.time("dashboard", () => query(url, token, "notifications.unreadCount"), "notifications.unreadCount"),
    ]);
    // A page asks for its queries at once, as the SPA does: PARALLEL lists per page.
    for (let i = 0; i < script.lists.length; i += PARALLEL) {
      if (performance.now() >= deadline) return;
      await Promise.all(
        script.lists
          .slice(i, i + PARALLEL)
          .map((list) => results.time("list", () => query(url, token, list.procedure, list.input), list.procedure)),
      );
    }
    await Promise.all(
      script.details.map(([procedure, input]) =>
        results.time("detail", () => query(url, token, procedure, input), procedure),
      ),
    );
    if (script.chatId && turn % 2 === 0) {
      await results.time("chat message", () =>
        mutation(url, token, "chats.send", { chatId: script.chatId, body: `bench user ${k}, visit ${turn}` }),
      );
    }
    await results.time("upload", () => upload(url, token, png));
    turn++;
  }
}

/** Bursts of BURST parallel sign-ins of one user, one after another, until the deadline. */
async function bursts(url, results, deadline) {
  let count = 0;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, () => results.time("burst sign-in", () => signIn(url, BURST_USER))),
    );
    results.add("burst (all 200 done)", performance.now() - t0);
    count++;
  }
  return count;
}

/** PostgreSQL's statements so far (pg_stat_database: committed transactions, each autocommitted statement one). */
let database = null;
const transactions = async () =>
  database
    ? Number(
        (
          await database.query(
            "SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()",
          )
        ).rows[0].n,
      )
    : Number.NaN;

async function phase(label, body) {
  const results = new Results();
  const before = os.loadavg()[0];
  const xactsBefore = await transactions();
  const started = performance.now();
  const answer = await body(results, started + DURATION_S * 1000);
  const seconds = (performance.now() - started) / 1000;
  // pg_stat_database is updated when a backend reports (at most every second): wait for it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const xacts = (await transactions()) - xactsBefore;
  const calls = [...results.kinds.values()].reduce((sum, k) => sum + k.latencies.length + k.errors, 0);
  const extra = [
    typeof answer === "string" ? answer : "",
    `${(xacts / calls).toFixed(1)} PostgreSQL transactions per call`,
  ]
    .filter(Boolean)
    .join(", ");
  return { label, results, seconds, load: [before, os.loadavg()[0]], extra };
}

const ms = (n) => (Number.isNaN(n) ? "—" : `${Math.round(n)}`);

/**
 * One password hash as the backend makes it (lib/password-hash.ts: scrypt N = 2^logN, r = 8, p = 1),
 * timed here with nothing else running: the floor under every password sign-in.
 */
async function oneHashMs(logN) {
  const started = performance.now();
  await new Promise((resolve, reject) =>
    crypto.scrypt(
      "bench-password",
      crypto.randomBytes(16),
      64,
      { N: 2 ** logN, r: 8, p: 1, maxmem: 256 * 2 ** 20 },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  return performance.now() - started;
}

/** The sign-in figures beside the other calls of the same phase: what the password hash costs. */
function printHashCost(label, results, hashMs) {
  const signIn = results.summary("sign-in");
  const others = ["dashboard", "list", "detail", "upload"].map((kind) => [kind, results.summary(kind)]);
  const ratio = (a, b) => (Number.isNaN(a) || Number.isNaN(b) || b === 0 ? "—" : `${(a / b).toFixed(1)}×`);
  console.log(
    `  ${label}: sign-in p50 ${ms(signIn.p50)} / p95 ${ms(signIn.p95)} ms (${(signIn.p50 / hashMs).toFixed(1)} hashes at p50); ${others
      .map(([kind, s]) => `÷ ${kind} ${ratio(signIn.p50, s.p50)} / ${ratio(signIn.p95, s.p95)}`)
      .join(", ")} (p50 / p95)`,
  );
}
function print({ label, results, seconds, load, extra }) {
  console.log(
    `\n${label} — ${seconds.toFixed(0)} s, load average (1 min) ${load[0].toFixed(1)} → ${load[1].toFixed(1)} on ${os.availableParallelism()} cores${extra ? `, ${extra}` : ""}`,
  );
  console.log(
    `  ${"kind".padEnd(24)}${"calls".padStart(7)}${"errors".padStart(8)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}${"max".padStart(8)}  ms`,
  );
  const rows = [...results.kinds.keys()].map((kind) => [kind, results.summary(kind)]);
  if (!label.startsWith("baseline")) rows.push(["all but the burst", results.overall()]);
  for (const [kind, s] of rows) {
    console.log(
      `  ${kind.padEnd(24)}${String(s.calls).padStart(7)}${String(s.errors).padStart(8)}${ms(s.p50).padStart(8)}${ms(s.p95).padStart(8)}${ms(s.p99).padStart(8)}${ms(s.max).padStart(8)}`,
    );
    if (s.errors) console.log(`    last error: ${s.lastError}`);
  }
  const slowest = results.slowest(5);
  if (slowest.length) {
    console.log(`  slowest: ${slowest.map((p) => `${p.procedure} p50 ${ms(p.p50)} / p95 ${ms(p.p95)}`).join(", ")}`);
  }
}

// ── Main ─────────────────────────────────────────────────────────────────────
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mixed-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const barePort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  let child;
  let bare;
  const stop = async (process_) => {
    if (process_ && process_.exitCode === null && process_.signalCode === null) {
      process_.kill("SIGTERM");
      await new Promise((resolve) => process_.once("exit", resolve));
    }
  };
  const cleanup = async () => {
    await database?.end().catch(() => {});
    await stop(bare);
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => cleanup().finally(() => process.exit(130)));
  }
  try {
    console.log(`Mixed benchmark: ${USERS} users, ${DURATION_S} s per phase, bursts of ${BURST} sign-ins`);
    child = await startBenchBackend({
      databaseUrl: "",
      dataDir,
      port,
      url,
      pgPort,
      cpuProfDir: flags["cpu-prof"],
      log: Boolean(flags.log),
      onChild: (started) => {
        child = started;
      },
    });
    database = new pg.Client({ connectionString: `postgres://platform:platform@127.0.0.1:${pgPort}/platform` });
    await database.connect();
    const script = await merchantScript(url);
    script.users = await colleagues(USERS);
    console.log(
      `  per visit: sign-in, dashboard (3 at once), ${script.lists.length} lists (${PARALLEL} at once), details (${script.details.map(([p]) => p).join(", ")}), ${script.chatId ? "a chat message (every other visit), " : ""}an upload${script.skipped.length ? ` (not answering, left out: ${script.skipped.join(", ")})` : ""}`,
    );
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: "#2e86c1" } })
      .png()
      .toBuffer();
    const organisationId = script.me?.organisationId ?? script.me?.organisation?.id;
    if (organisationId) {
      bare = fork(path.join(root, "scripts/bench-orders-bare.mjs"), [], {
        env: {
          ...process.env,
          BARE_PORT: String(barePort),
          BARE_DATABASE_URL: `postgres://platform:platform@127.0.0.1:${pgPort}/platform`,
          BARE_TOKEN: script.token,
          BARE_ORGANISATION_ID: organisationId,
          BARE_LOCATIONS: "1",
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      await new Promise((resolve, reject) => {
        bare.on("message", (message) => message?.type === "ready" && resolve());
        bare.on("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
      });
    }
    // One hash at the backend's cost, before any load (the median of three).
    const hashLogN = Number(process.env.PASSWORD_HASH_LOG_N || 17);
    const hashes = [await oneHashMs(hashLogN), await oneHashMs(hashLogN), await oneHashMs(hashLogN)].sort(
      (a, b) => a - b,
    );
    const hashMs = hashes[1];
    // Warm-up (JIT, pools, PostgreSQL's caches): one visit per user, not counted.
    await Promise.all(
      Array.from({ length: USERS }, (_, k) => user(url, script, png, new Results(), performance.now() + 1, k)),
    );
    const orders = script.lists.find((l) => l.procedure === "orders.list");
    const phases = [
      await phase("baseline: Medusa's GET /store/customers/me and the bare orders.list", (results, deadline) =>
        Promise.all(
          Array.from({ length: USERS }, async () => {
            while (performance.now() < deadline) {
              await results.time("Medusa customers/me", () =>
                json(`${url}/store/customers/me`, { token: script.token }),
              );
              if (bare && orders) {
                await results.time("bare orders.list", () => query(bareUrl, script.token, "orders.list", orders.input));
                await results.time("ours orders.list", () => query(url, script.token, "orders.list", orders.input));
              }
            }
          }),
        ),
      ),
      await phase(`${USERS} users`, (results, deadline) =>
        Promise.all(Array.from({ length: USERS }, (_, k) => user(url, script, png, results, deadline, k))),
      ),
      await phase(`${USERS} users beside bursts of ${BURST} parallel sign-ins`, async (results, deadline) => {
        const [count] = await Promise.all([
          bursts(url, results, deadline),
          ...Array.from({ length: USERS }, (_, k) => user(url, script, png, results, deadline, k)),
        ]);
        return `${count} bursts`;
      }),
    ];
    for (const p of phases) print(p);
    const alone = phases[1].results.overall();
    const beside = phases[2].results.overall();
    console.log(
      `\nThe users' p95 beside the bursts ÷ alone: ${(beside.p95 / alone.p95).toFixed(2)} (${ms(beside.p95)} ms ÷ ${ms(alone.p95)} ms)`,
    );
    console.log(
      `\nPassword hash (scrypt N = 2^${hashLogN}, r = 8, p = 1): one hash alone ${ms(hashMs)} ms in this process before the load; the users' sign-in against their other calls:`,
    );
    printHashCost("users alone", phases[1].results, hashMs);
    printHashCost("beside bursts", phases[2].results, hashMs);
    const burst = phases[2].results.summary("burst sign-in");
    console.log(
      `  burst sign-ins: p50 ${ms(burst.p50)} / p95 ${ms(burst.p95)} ms, ${burst.calls} calls, ${burst.errors} errors`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
