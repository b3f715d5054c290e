// `npm run bench:admin`: Medusa Admin (/app) for staff, on the demo data, in Chromium. Starts the
// built backend as `npm start` does (demo data with the demo shop's month of orders, Medusa Admin
// served), signs in as the demo admin and opens the order list, one order, the categories and the
// products, each as a full page load (the admin's files from the browser's cache after the first).
// Prints, for each page, the time until its data is shown (median of --runs) and the admin API
// calls the page made; then each call replayed from Node (median server time) beside two floors
// on the same backend: `GET /health` (our express app, before Medusa) and `GET /admin/auth`
// (Medusa's admin pipeline and session check, nothing else). `call ÷ auth` is what the endpoint
// itself costs over the pipeline. Needs a build (`npx turbo run build`) and Debian's Chromium.
//
//   npm run bench:admin
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:admin -- --runs 5
//
// Flags: --runs N (3) page loads per page, --replays N (10) per API call, --database-url URL (else
// DATABASE_URL, else the backend's embedded PostgreSQL; on a server the script creates its own
// database and drops it at the end), --port N (the backend on N, the demo fakes on N+1 and N+2, its
// PostgreSQL on N+3; else free ports), --log (the backend's output), --cpu-prof DIR (the backend
// writes a V8 CPU profile there when it stops), --url URL (measure a backend already running there,
// started with the demo data and MEDUSA_ADMIN on, instead of starting one).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  portPicker,
  requireBuild,
  requireFromWorkspace,
  startBenchBackend,
  throwAwayDatabase,
} from "./bench-common.mjs";

requireBuild("apps/backend/build/admin/index.html");

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    replays: { type: "string", default: "10" },
    "database-url": { type: "string" },
    port: { type: "string" },
    log: { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    url: { type: "string" },
  },
});
const runs = Number(flags.runs);
const replays = Number(flags.replays);
const ADMIN = { email: "admin@demo.local", password: "demo-password" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

const basePort = flags.port ? Number(flags.port) : undefined;
const freePort = portPicker(basePort ? [basePort, basePort + 3] : []);
const port = await freePort();
const pgPort = await freePort();
const url = flags.url ?? `http://127.0.0.1:${port}`;
const serverUrl = flags["database-url"] ?? process.env.DATABASE_URL ?? "";
const databaseUrl = serverUrl && !flags.url ? await throwAwayDatabase(serverUrl, "bench_admin") : "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-bench-admin-"));
fs.chmodSync(dataDir, 0o755);

let child;
let browser;
const stop = async () => {
  await browser?.close().catch(() => {});
  if (child && child.exitCode === null) {
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
  if (databaseUrl) {
    const pg = requireFromWorkspace("pg");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop().finally(() => process.exit(130)));

try {
  const booted = Date.now();
  if (!flags.url)
    child = await startBenchBackend({
      databaseUrl,
      dataDir,
      port,
      url,
      pgPort,
      cpuProfDir: flags["cpu-prof"],
      log: flags.log,
      env: {
        // As `npm start`: Medusa Admin served, the demo fake Shopify in the process with the demo
        // shop's orders, but no order arriving while the pages are measured.
        MEDUSA_ADMIN: "true",
        // `npm start`'s mode: in production Medusa's session cookie is Secure, so no browser keeps
        // it over plain http and Medusa Admin cannot sign in here.
        NODE_ENV: "",
        SHOPIFY_API_KEY: "",
        SHOPIFY_FAKE_URL: "",
        SHOPIFY_FAKE_ORDER_EVERY_S: "0",
        DEMO_WORKING_DAY_INTERVAL_MS: "0",
        // The admin is one origin with the backend here.
        ADMIN_CORS: url,
      },
      onChild: (c) => {
        child = c;
      },
    });
  if (!flags.url) console.log(`backend ready in ${((Date.now() - booted) / 1000).toFixed(1)} s (demo data created)`);

  const { chromium } = await import("playwright-core");
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });

  // One order and the first page of the list, for the pages' URLs and what they must show.
  const token = await adminToken();
  const { orders } = await getJson(`/admin/orders?limit=1&offset=0&fields=id,display_id`, token);
  const order = orders[0];
  if (!order) throw new Error("the demo data has no Medusa order");

  const pages = [
    {
      name: "sign-in (to the order list)",
      signIn: true,
      url: "/app/login",
      shown: (page) =>
        page
          .locator("table tbody tr")
          .filter({ hasText: `#${order.display_id}` })
          .first(),
    },
    {
      name: "order list",
      url: "/app/a/orders",
      shown: (page) =>
        page
          .locator("table tbody tr")
          .filter({ hasText: `#${order.display_id}` })
          .first(),
    },
    {
      name: "one order",
      url: `/app/a/orders/${order.id}`,
      shown: (page) => page.getByText(`#${order.display_id}`, { exact: true }).first(),
      also: (page) => page.getByText("Summary").first(),
    },
    {
      name: "categories",
      url: "/app/a/product-categories",
      shown: (page) => page.getByText("Home & Kitchen").first(),
    },
    {
      name: "products",
      url: "/app/a/products",
      shown: (page) => page.getByText("Ceramic Coffee Mug").first(),
    },
  ];

  const assets = { files: 0, sent: 0, raw: 0 };
  const results = pages.map((p) => ({ ...p, times: [], calls: new Map() }));
  for (let run = 0; run < runs; run++) {
    // A fresh browser profile per run: the sign-in starts cold, the pages after it use the cache.
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    let current;
    // Medusa Admin is at times left on its spinner (docs/benchmarks.md): a failure names what was still in flight.
    const inFlight = new Set();
    page.on("request", (request) => inFlight.add(request));
    page.on("requestfailed", (request) => inFlight.delete(request));
    page.on("requestfinished", (request) => inFlight.delete(request));
    page.on("requestfinished", async (request) => {
      const at = new URL(request.url());
      // Medusa Admin's own files on the cold first load: the bytes sent and what they are unpacked.
      if (run === 0 && at.pathname.startsWith("/app/") && request.resourceType() !== "document") {
        const sizes = await request.sizes().catch(() => null);
        const body = await (await request.response())?.body().catch(() => null);
        if (sizes && body) {
          assets.files += 1;
          assets.sent += sizes.responseBodySize;
          assets.raw += body.length;
        }
      }
      if (!current || !at.pathname.startsWith("/admin/")) return;
      const timing = request.timing();
      const key = `${request.method()} ${at.pathname}${at.search}`;
      const entry = current.calls.get(key) ?? { server: [] };
      entry.server.push(timing.responseStart - timing.requestStart);
      current.calls.set(key, entry);
    });
    for (const result of results) {
      current = result;
      const started = Date.now();
      try {
        if (result.signIn) {
          await page.goto(result.url);
          await page.getByPlaceholder("Email").fill(ADMIN.email);
          await page.getByPlaceholder("Password").fill(ADMIN.password);
          // Sign-in is timed from the click: the login form itself holds no data.
          const clicked = Date.now();
          await page.getByRole("button", { name: "Continue" }).click();
          await result.shown(page).waitFor({ timeout: 120_000 });
          result.times.push(Date.now() - clicked);
        } else {
          await page.goto(result.url);
          await result.shown(page).waitFor({ timeout: 120_000 });
          if (result.also) await result.also(page).waitFor({ timeout: 120_000 });
          result.times.push(Date.now() - started);
        }
      } catch (error) {
        const shot = path.join(os.tmpdir(), "bench-admin-failure.png");
        await page.screenshot({ path: shot }).catch(() => {});
        const waiting = [...inFlight].map((request) => `${request.method()} ${request.url()}`).join(", ");
        throw new Error(
          `${result.name}: its data was not shown (screenshot: ${shot}; at ${page.url()}; in flight: ${waiting || "nothing"})`,
          {
            cause: error,
          },
        );
      }
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(100);
      current = undefined;
    }
    await context.close();
  }

  // Each call a page made, replayed from Node with the admin's token (no browser in the figure).
  const floorHealth = await timed("/health", undefined);
  const floorAuth = await timed("/admin/auth", token);

  console.log("");
  console.log(`Medusa Admin benchmark (demo data, Chromium, ${runs} runs; median; goal ≤ 1500 ms per page)`);
  console.log("");
  console.log("  page                          data shown    API calls (browser: request → first byte)");
  for (const result of results) {
    const calls = [...result.calls.entries()].map(
      ([key, entry]) => `${key.split("?")[0]} ${Math.round(median(entry.server))}`,
    );
    console.log(`  ${result.name.padEnd(30)}${ms(median(result.times))}    ${calls.join(", ")}`);
  }
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `  Medusa Admin's files, first visit: ${kb(assets.sent)} sent (${kb(assets.raw)} unpacked, ${assets.files} files)`,
  );
  console.log("");
  console.log(
    `  floors: GET /health ${ms(floorHealth)}, GET /admin/auth ${ms(floorAuth)} (Medusa's pipeline + session)`,
  );
  console.log("  API call replayed (median of replays)                              server     ÷ /admin/auth");
  const seen = new Set();
  for (const result of results) {
    for (const key of result.calls.keys()) {
      const [method, pathAndQuery] = key.split(" ");
      if (method !== "GET" || seen.has(pathAndQuery)) continue;
      seen.add(pathAndQuery);
      const time = await timed(pathAndQuery, token);
      const label = pathAndQuery.length > 64 ? `${pathAndQuery.slice(0, 61)}...` : pathAndQuery;
      console.log(`  ${label.padEnd(66)}${ms(time)}   ${(time / floorAuth).toFixed(1).padStart(6)}`);
    }
  }
} finally {
  await stop();
}

async function adminToken() {
  const response = await fetch(`${url}/admin/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

async function getJson(pathAndQuery, token) {
  const response = await fetch(`${url}${pathAndQuery}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  const text = await response.text();
  return text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text;
}

/** Median time to the whole answer of a GET, over --replays after one warm-up. */
async function timed(pathAndQuery, token) {
  await getJson(pathAndQuery, token);
  const times = [];
  for (let i = 0; i < replays; i++) {
    const started = process.hrtime.bigint();
    await getJson(pathAndQuery, token);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}
