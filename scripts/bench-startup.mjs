// `npm run bench:startup`: cold start (clean data folder: initdb, migrations, demo data) and a
// restart to ready, side by side in one run; backend RSS after start; the JavaScript a browser
// loads for /login, and for each demo login the JavaScript from sign-in until its dashboard's
// figures (and charts) are shown, gzipped, against their budgets. Needs a build
// (`npx turbo run build`) and Debian's Chromium. `BENCH_URL=http://…` measures the JavaScript of a
// backend already running with the demo data, without the start figures. `BENCH_BEFORE_DIST=<a copy
// of an earlier apps/web/dist>` measures that build too, in the same run (the restart serves it).
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { backendScript, portPicker, requireBuild, root } from "./bench-common.mjs";

requireBuild();
const script = backendScript;

// BENCH_PORTS=9620,9625: the backend's and the embedded PostgreSQL's ports (the backend's next port
// is the local Shopify's); otherwise free ones.
const freePort = portPicker(process.env.BENCH_PORTS ? process.env.BENCH_PORTS.split(",").map(Number) : []);

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function boot(dataDir, port, pgPort, extraEnv = {}) {
  const started = process.hrtime.bigint();
  const child = fork(script, [], {
    cwd: path.join(root, "apps/backend"),
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      MEDUSA_DISABLE_TELEMETRY: "true",
      NODE_ENV: "production",
      JWT_SECRET: process.env.JWT_SECRET || "bench-jwt-secret",
      COOKIE_SECRET: process.env.COOKIE_SECRET || "bench-cookie-secret",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  await new Promise((resolve, reject) => {
    child.on("message", (message) => message?.type === "ready" && resolve());
    child.on("exit", (code) => reject(new Error(`backend exited with ${code}\n${stderr.slice(-2000)}`)));
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = rssKb(child.pid);
  return {
    ms,
    rss,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/** Budgets in KB of gzipped JavaScript (issue 34, docs/web.md "The first visit"). */
const LOGIN_BUDGET_KB = 100;
const ROLE_BUDGET_KB = 200;
/** The disabled customer sees only invoices: far less than 200 KB (docs/web.md). */
const DISABLED_BUDGET_KB = 90;

/** The demo logins (apps/backend/src/demo.ts) and what shows that their dashboard's data is there. */
const DEMO_ROLES = [
  { role: "customer", email: "customer@demo.local", charts: true },
  { role: "waitlist", email: "waitlist@demo.local", charts: false },
  { role: "support", email: "support@demo.local", charts: true },
  { role: "service provider", email: "provider@demo.local", charts: true },
  { role: "disabled customer", email: "disabled@demo.local", charts: true, budget: DISABLED_BUDGET_KB },
  { role: "agency", email: "agency@demo.local", charts: true },
  { role: "supplier", email: "supplier@demo.local", charts: true },
];
const DEMO_PASSWORD = "demo-password";

async function launchChromium() {
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/** Collects every script response of the page while `recording` is on. */
function recordScripts(page) {
  const scripts = new Map();
  const recorder = { recording: true, scripts };
  page.on("response", (response) => {
    if (recorder.recording && response.request().resourceType() === "script") scripts.set(response.url(), response);
  });
  return recorder;
}

async function gzipTotals(scripts) {
  let raw = 0;
  let gzip = 0;
  const listing = [];
  for (const [url, response] of scripts) {
    const body = await response.body();
    const packed = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += packed;
    listing.push({ path: new URL(url).pathname, gzip: packed });
  }
  listing.sort((a, b) => b.gzip - a.gzip);
  return { files: scripts.size, raw, gzip, listing };
}

/**
 * Resolves once no script request of the page has been open for `quietMs`: the lazy chunks that
 * entering the sign-in form starts (its schema) are in before the click is timed.
 */
function scriptActivity(page) {
  let pending = 0;
  let last = Date.now();
  const isScript = (request) => request.resourceType() === "script";
  page.on("request", (request) => {
    if (!isScript(request)) return;
    pending++;
    last = Date.now();
  });
  const done = (request) => {
    if (!isScript(request)) return;
    pending--;
    last = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async settled(quietMs = 500) {
      while (pending > 0 || Date.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** /login's first visit, then what entering the form adds (the sign-in schema, lib/lazy-schema.ts). */
async function loginJavaScript(browser, url) {
  const page = await browser.newPage();
  const recorder = recordScripts(page);
  const activity = scriptActivity(page);
  await page.goto(`${url}/login`, { waitUntil: "networkidle" });
  await page.getByRole("button").first().waitFor();
  const totals = await gzipTotals(recorder.scripts);
  recorder.scripts.clear();
  await page.getByLabel("Email").focus();
  await activity.settled();
  const form = await gzipTotals(recorder.scripts);
  await page.close();
  return { ...totals, form };
}

/**
 * One role's sign-in in a fresh browser: /login and the form's schema first (not counted: the
 * /login rows), then every script from the click on "Sign in" until the dashboard shows its
 * figures, its charts are drawn and the network is quiet. A missing translation's console error
 * (lib/i18n.ts) is reported with the role.
 */
async function roleJavaScript(browser, url, { email, charts }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = recordScripts(page);
  const activity = scriptActivity(page);
  const consoleErrors = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  await page.goto(`${url}/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await activity.settled();
  recorder.scripts.clear();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const dashboard = page.locator('[data-testid^="dashboard-"]').first();
  await dashboard.locator('[data-testid^="kpi-"][data-testid$="-value"]').first().waitFor({ timeout: 120_000 });
  if (charts) await dashboard.locator('[data-testid="dashboard-chart"] svg').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState("networkidle");
  recorder.recording = false;
  const totals = await gzipTotals(recorder.scripts);
  await context.close();
  return { ...totals, consoleErrors };
}

/** /login and every role, in one browser. */
async function measureJavaScript(url) {
  const browser = await launchChromium();
  try {
    const login = await loginJavaScript(browser, url);
    const roles = [];
    // BENCH_ROLES=customer,waitlist: only these (a quicker look while splitting).
    const only = process.env.BENCH_ROLES?.split(",");
    for (const demo of DEMO_ROLES.filter((demo) => !only || only.includes(demo.role)))
      roles.push({ ...demo, ...(await roleJavaScript(browser, url, demo)) });
    return { login, roles };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the JavaScript table; true when every figure is within its budget. */
function printJavaScript({ login, roles }) {
  const rows = [
    { name: "/login (first visit)", ...login, budget: LOGIN_BUDGET_KB },
    { name: "/login: entering the form (schema)", ...login.form },
    ...roles.map((role) => ({
      name: `${role.role}: sign-in → dashboard`,
      ...role,
      budget: role.budget ?? ROLE_BUDGET_KB,
    })),
  ];
  console.log("JavaScript downloaded (gzip level 9, Chromium)");
  console.log(`  ${"".padEnd(40)} ${"gzip".padStart(9)} ${"raw".padStart(9)} ${"files".padStart(5)}   budget`);
  let ok = true;
  for (const row of rows) {
    const pass = row.budget === undefined || row.gzip <= row.budget * 1024;
    const clean = !row.consoleErrors?.length;
    ok &&= pass && clean;
    const verdict = row.budget === undefined ? "" : `≤ ${row.budget} KB ${pass ? "pass" : "FAIL"}`;
    console.log(
      `  ${row.name.padEnd(40)} ${kb(row.gzip).padStart(9)} ${kb(row.raw).padStart(9)} ${String(row.files).padStart(5)}   ${verdict}`,
    );
    for (const error of row.consoleErrors ?? []) console.log(`      console error: ${error.slice(0, 200)}`);
    // BENCH_FILES=1: each file's share, largest first (what to split next).
    if (process.env.BENCH_FILES)
      for (const file of row.listing) console.log(`      ${kb(file.gzip).padStart(9)} ${file.path}`);
  }
  return ok;
}

if (process.env.BENCH_URL) {
  const ok = printJavaScript(await measureJavaScript(process.env.BENCH_URL.replace(/\/$/, "")));
  process.exit(ok ? 0 : 1);
}

const dataDir = fs.mkdtempSync("/tmp/platform-bench-");
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const pgPort = await freePort();
try {
  const cold = await boot(dataDir, port, pgPort);
  const js = await measureJavaScript(`http://127.0.0.1:${port}`);
  await cold.stop();
  const before = process.env.BENCH_BEFORE_DIST && path.resolve(process.env.BENCH_BEFORE_DIST);
  const warm = await boot(dataDir, port, pgPort, before ? { WEB_DIST_DIR: before } : {});
  const beforeJs = before && (await measureJavaScript(`http://127.0.0.1:${port}`));
  await warm.stop();

  console.log("Startup benchmark (one run, same machine)");
  console.log(`  first start to ready (clean data folder): ${(cold.ms / 1000).toFixed(2)} s`);
  console.log(`  restart to ready (existing data):         ${(warm.ms / 1000).toFixed(2)} s`);
  console.log(`  restart / first start ratio:              ${(warm.ms / cold.ms).toFixed(2)}`);
  console.log(
    `  backend RSS after start:                  ${(cold.rss / 1024).toFixed(0)} MB (restart: ${(warm.rss / 1024).toFixed(0)} MB)`,
  );
  if (beforeJs) {
    console.log(`Before: ${before}`);
    printJavaScript(beforeJs);
    console.log("After: apps/web/dist");
  }
  if (!printJavaScript(js)) process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
