// What the benchmark scripts (`npm run bench:*`) share: the built backend's start script, the
// workspace's packages, free ports, JSON over HTTP and a throw-away database on DATABASE_URL's server.
import { fork } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Resolves the workspace's packages (pg, superjson, the fakes) as the test package sees them. */
export const requireFromWorkspace = createRequire(path.join(root, "packages/testing/package.json"));
/** The built backend (`npx turbo run build`). */
export const backendScript = path.join(root, "apps/backend/lib/scripts/start.js");

/** Ends the process with a clear message unless the backend (and these built packages) exist. */
export function requireBuild(...builtFiles) {
  if (![backendScript, ...builtFiles.map((file) => path.join(root, file))].every((file) => fs.existsSync(file))) {
    console.error("Build first: npx turbo run build");
    process.exit(1);
  }
}

/** Ports: the fixed ones given first (in order), then any free one the system hands out. */
export function portPicker(fixedPorts = []) {
  const fixed = [...fixedPorts];
  return () => {
    if (fixed.length) return Promise.resolve(fixed.shift());
    return new Promise((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
  };
}

/** A JSON request; a non-2xx answer throws with its status and the start of its body. */
export async function json(url, { method = "GET", body, token, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url.slice(0, 200)}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Creates a database named `<prefix>_<time>` on the server of `serverUrl`; returns its URL. */
export async function throwAwayDatabase(serverUrl, prefix) {
  const pg = requireFromWorkspace("pg");
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Forks the built backend for a measurement: production mode, no Medusa Admin, no Shopify traffic
 * (no demo shop sending orders, no sync job). `onChild` gets the process at once, so a signal
 * handler can stop it while it boots; resolves with it when it reports ready.
 * `env` adds to (or overrides) the environment, e.g. REDIS_URL.
 * @param {{ databaseUrl?: string, dataDir: string, port: number, url: string, pgPort: number, cpuProfDir?: string, log?: boolean, env?: Record<string, string>, onChild?: (child: import("node:child_process").ChildProcess) => void }} options
 */
export async function startBenchBackend({
  databaseUrl = "",
  dataDir,
  port,
  url,
  pgPort,
  cpuProfDir,
  log,
  env,
  onChild,
}) {
  const child = fork(backendScript, [], {
    execArgv: cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(cpuProfDir)] : undefined,
    cwd: path.join(root, "apps/backend"),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      EMBEDDED_PG_PORT: String(pgPort),
      MEDUSA_DISABLE_TELEMETRY: "true",
      MEDUSA_ADMIN: "false",
      NODE_ENV: "production",
      JWT_SECRET: process.env.JWT_SECRET || "bench-jwt-secret",
      COOKIE_SECRET: process.env.COOKIE_SECRET || "bench-cookie-secret",
      SHOPIFY_API_KEY: "bench-api-key",
      SHOPIFY_API_SECRET: "bench-api-secret",
      SHOPIFY_FAKE_URL: "http://127.0.0.1:9",
      SHOPIFY_SYNC_INTERVAL_MS: "0",
      ...env,
    },
    stdio: ["ignore", log ? "inherit" : "ignore", log ? "inherit" : "pipe", "ipc"],
  });
  onChild?.(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  await new Promise((resolve, reject) => {
    child.on("message", (message) => message?.type === "ready" && resolve(undefined));
    child.on("exit", (code) => reject(new Error(`backend exited with ${code}\n${stderr}`)));
  });
  return child;
}
