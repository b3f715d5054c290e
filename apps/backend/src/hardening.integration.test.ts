// The process around the backend (hardening): production refuses to start on development secrets,
// the Vite dev origin is no CORS origin in production, and the embedded PostgreSQL never outlives
// its backend — a SIGKILLed backend's database is stopped by its watchdog, and a leftover one
// (watchdog gone too) is stopped by the next start of the same data folder.
import fs from "node:fs";
import path from "node:path";
import { freePort, makeTempDir, type RunningBackend, startBackend } from "@platform/testing";
import { afterAll, describe, expect, inject, it } from "vitest";
// The backend's own test of life: a zombie (ended, its reaper not yet come) counts as gone.
import { isAlive } from "./postgres-process";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("configuration", () => {
  it("NODE_ENV=production without JWT_SECRET or COOKIE_SECRET refuses to start and says what to set", async () => {
    await expect(
      startBackend({
        databaseUrl,
        env: { NODE_ENV: "production", JWT_SECRET: undefined, COOKIE_SECRET: undefined },
        readyTimeoutMs: 60_000,
      }),
    ).rejects.toThrow(/Refusing to start: NODE_ENV=production needs JWT_SECRET and COOKIE_SECRET/);
    await expect(
      startBackend({
        databaseUrl,
        env: { NODE_ENV: "production", JWT_SECRET: "set-but-alone", COOKIE_SECRET: undefined },
        readyTimeoutMs: 60_000,
      }),
    ).rejects.toThrow(/needs COOKIE_SECRET/);
  });

  it("in production the Vite dev server's origin is not a store CORS origin; the app's own is", async () => {
    const from = (origin: string) =>
      fetch(`${url}/store/regions`, { headers: { origin } }).then((r) => r.headers.get("access-control-allow-origin"));
    expect(await from("http://localhost:5173")).toBeNull();
    expect(await from(url)).toBe(url);
  });
});

describe("embedded PostgreSQL", () => {
  const dataDir = makeTempDir("platform-embedded");
  const databaseDir = path.join(dataDir, "postgres");
  const started: RunningBackend[] = [];
  let pgPort = 0;

  const postmaster = () => Number(fs.readFileSync(path.join(databaseDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const start = async () => {
    const backend = await startBackend({
      databaseUrl: "",
      readyTimeoutMs: 240_000,
      env: {
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        SEED_DEMO: "false",
        MEDUSA_ADMIN: "false",
        SHOPIFY_FAKE: "false",
        NODE_ENV: undefined,
        JWT_SECRET: undefined,
        COOKIE_SECRET: undefined,
      },
    });
    started.push(backend);
    return backend;
  };
  /** The watchdog process of a backend (its command line names the backend's pid). */
  const watchdogOf = (backendPid: number) =>
    fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .find((entry) => {
        try {
          const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
          return args.some((a) => a.endsWith("postgres-watchdog.js")) && args.includes(String(backendPid));
        } catch {
          return false;
        }
      });

  afterAll(async () => {
    for (const backend of started) await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is stopped when its backend is SIGKILLed, and a leftover one is stopped by the next start", async () => {
    pgPort = await freePort();
    const first = await start();
    // Secrets are generated once for the data folder, and the next start of it keeps them.
    expect(first.output()).toContain("JWT_SECRET and COOKIE_SECRET generated for this data folder");
    const secrets = fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8");
    const firstPg = postmaster();
    expect(isAlive(firstPg)).toBe(true);
    expect(watchdogOf(first.pid)).toBeTruthy();

    // SIGKILL: the backend cannot stop anything itself; its watchdog stops PostgreSQL.
    process.kill(first.pid, "SIGKILL");
    await until(() => !isAlive(firstPg));

    const second = await start();
    expect((await fetch(`${second.url}/health`)).status).toBe(200);
    const secondPg = postmaster();
    expect(secondPg).not.toBe(firstPg);
    expect(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")).toBe(secrets);

    // Watchdog and backend both killed: PostgreSQL is left running on the data folder ...
    const watchdog = Number(watchdogOf(second.pid));
    expect(watchdog).toBeGreaterThan(0);
    process.kill(watchdog, "SIGKILL");
    process.kill(second.pid, "SIGKILL");
    await until(() => !isAlive(second.pid) && !isAlive(watchdog));
    expect(isAlive(secondPg)).toBe(true);

    // ... and the next start stops it, says so, and serves.
    const third = await start();
    expect(third.output()).toContain(`Stopping a leftover embedded PostgreSQL (process ${secondPg})`);
    expect(isAlive(secondPg)).toBe(false);
    expect((await fetch(`${third.url}/health`)).status).toBe(200);

    // A normal stop stops PostgreSQL too (and its watchdog ends).
    const thirdPg = postmaster();
    await third.stop();
    await until(() => !isAlive(thirdPg) && !watchdogOf(third.pid));
  }, 900_000);
});
