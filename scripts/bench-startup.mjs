// `npm run bench:startup`: cold start (clean data folder: initdb, migrations, demo data) and a
// restart to ready, side by side in one run; backend RSS after start; and the JavaScript a
// browser loads for /login, gzipped. Needs a build (`npx turbo run build`) and Debian's Chromium.
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { backendScript, portPicker, requireBuild, root } from "./bench-common.mjs";

requireBuild();
const script = backendScript;

const freePort = portPicker();

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function boot(dataDir, port, pgPort) {
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

async function loginJavaScript(url) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response);
  });
  await page.goto(`${url}/login`, { waitUntil: "networkidle" });
  await page.getByRole("button").first().waitFor();
  let raw = 0;
  let gzip = 0;
  for (const response of scripts.values()) {
    const body = await response.body();
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  await browser.close();
  return { files: scripts.size, raw, gzip };
}

const dataDir = fs.mkdtempSync("/tmp/platform-bench-");
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const pgPort = await freePort();
try {
  const cold = await boot(dataDir, port, pgPort);
  const js = await loginJavaScript(`http://127.0.0.1:${port}`);
  await cold.stop();
  const warm = await boot(dataDir, port, pgPort);
  await warm.stop();

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("Startup benchmark (one run, same machine)");
  console.log(`  first start to ready (clean data folder): ${(cold.ms / 1000).toFixed(2)} s`);
  console.log(`  restart to ready (existing data):         ${(warm.ms / 1000).toFixed(2)} s`);
  console.log(`  restart / first start ratio:              ${(warm.ms / cold.ms).toFixed(2)}`);
  console.log(
    `  backend RSS after start:                  ${(cold.rss / 1024).toFixed(0)} MB (restart: ${(warm.rss / 1024).toFixed(0)} MB)`,
  );
  console.log(
    `  JavaScript for a first visit to /login: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files; budget 120 KB)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
