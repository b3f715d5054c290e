// The embedded PostgreSQL's process: who owns a data folder, stopping a leftover, and the watchdog
// that stops it when its backend dies without a chance to do so (SIGKILL, out-of-memory killer).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Written next to the data folder: the pid of the backend whose PostgreSQL runs on it. */
export const ownerFile = (databaseDir: string) => `${databaseDir}.owner.pid`;

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    // A zombie (ended, not yet reaped by its parent) counts as gone.
    return !/^\d+ \(.*\) Z/.test(readProcStat(pid));
  } catch (error) {
    // EPERM: it exists but belongs to another user (postgres runs as `postgres` when we are root).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readProcStat(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return "";
  }
}

/** The postmaster's pid from postmaster.pid (its first line), or null. */
export function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(databaseDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function readOwner(databaseDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(ownerFile(databaseDir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/** Fast shutdown (SIGINT), then immediate shutdown (SIGQUIT). True once it is gone. */
export async function stopPostmaster(pid: number): Promise<boolean> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return !isAlive(pid);
  }
  if (await waitForExit(pid, 15_000)) return true;
  try {
    process.kill(pid, "SIGQUIT");
  } catch {}
  return await waitForExit(pid, 5_000);
}

/**
 * A PostgreSQL still running on this data folder: stopped when the backend that started it has
 * ended (or is unknown); when that backend is still running, an error saying what to do.
 */
export async function stopLeftoverPostgres(databaseDir: string): Promise<void> {
  const pid = postmasterPid(databaseDir);
  if (!pid || !isAlive(pid)) return; // none, or a stale lock file PostgreSQL itself clears
  const owner = readOwner(databaseDir);
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded PostgreSQL of ${databaseDir} (process ${pid}) belongs to another running backend (process ${owner}). ` +
        `Stop that backend first (kill ${owner}), or start this one with another DATA_DIR.`,
    );
  }
  console.warn(`Stopping a leftover embedded PostgreSQL (process ${pid}) of ${databaseDir}: its backend has ended.`);
  if (!(await stopPostmaster(pid))) {
    throw new Error(
      `A leftover embedded PostgreSQL (process ${pid}) still holds ${databaseDir} and did not stop. ` +
        `Stop it yourself (kill -QUIT ${pid}) and start again.`,
    );
  }
}

/**
 * Records this backend as the owner and starts a detached watchdog process that stops the
 * postmaster as soon as this backend is gone, however it ended.
 */
export function guardPostmaster(databaseDir: string, postmaster: number): void {
  fs.writeFileSync(ownerFile(databaseDir), String(process.pid));
  const watchdog = spawn(
    process.execPath,
    [path.join(__dirname, "postgres-watchdog.js"), String(process.pid), String(postmaster)],
    {
      detached: true,
      stdio: "ignore",
    },
  );
  watchdog.on("error", (error) => console.warn(`The PostgreSQL watchdog did not start: ${error.message}`));
  watchdog.unref();
}
