import type { EntityManager } from "typeorm";
import { timerDelay } from "./config";

type Container = { resolve<T = unknown>(name: string): T };

export type PeriodicJob = {
  /** Names the job in the log ("[shopify] sync job failed: …"). */
  label: string;
  intervalMs: number;
  /** A pg_try_advisory_lock number: only one backend instance runs a round at a time. */
  lock?: number;
  /** The first round shortly after the start instead of one interval later. */
  firstAfterMs?: number;
  run: () => Promise<unknown>;
};

/**
 * A timer job of the worker instance (nothing in `server` worker mode; no Redis needed, unlike
 * Medusa v1's scheduled jobs): a round never overlaps the previous one, failures are logged and
 * the next round tries again, and the timer never keeps the process alive.
 */
export function startPeriodicJob(container: Container, job: PeriodicJob): void {
  if (!job.intervalMs || job.intervalMs <= 0 || process.env.MEDUSA_WORKER_MODE === "server") return;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    const manager = container.resolve<EntityManager>("manager");
    try {
      if (job.lock === undefined) await job.run();
      else await underAdvisoryLock(manager, job.lock, job.run);
    } catch (error) {
      if (manager.connection.isInitialized) console.warn(`[${job.label}] failed: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  if (job.firstAfterMs !== undefined) setTimeout(() => void round(), timerDelay(job.firstAfterMs)).unref();
  setInterval(() => void round(), timerDelay(job.intervalMs)).unref();
}

/** Runs `work` if this instance gets the lock (on a connection of its own), else skips the round. */
async function underAdvisoryLock(manager: EntityManager, lock: number, work: () => Promise<unknown>): Promise<void> {
  const runner = manager.connection.createQueryRunner();
  try {
    await runner.connect();
    const [{ locked }] = await runner.query("SELECT pg_try_advisory_lock($1) AS locked", [lock]);
    if (!locked) return;
    try {
      await work();
    } finally {
      await runner.query("SELECT pg_advisory_unlock($1)", [lock]);
    }
  } finally {
    await runner.release().catch(() => undefined);
  }
}

/** An interval from the environment: unset or empty gives the default, 0 (or nonsense) switches the job off. */
export function intervalFromEnv(name: string, defaultMs: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? defaultMs : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
