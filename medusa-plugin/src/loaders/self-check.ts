import type { EntityManager } from "typeorm";
import { intervalFromEnv, startPeriodicJob } from "../lib/periodic-job";
import { runSelfCheck } from "../modules/self-check";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * The books' self-check (docs/invariants.md): every SELF_CHECK_INTERVAL_MS (default 15 minutes;
 * 0 switches it off; first shortly after the start) the invariants are read and their result
 * stored for support's dashboard. One instance at a time (advisory lock).
 */
export default async function selfCheckLoader(container: Container): Promise<void> {
  const intervalMs = intervalFromEnv("SELF_CHECK_INTERVAL_MS", 15 * 60_000);
  startPeriodicJob(container, {
    label: "self-check",
    intervalMs,
    lock: 740_036,
    firstAfterMs: Math.min(intervalMs, 20_000),
    run: async () => {
      const broken = await runSelfCheck(container.resolve<EntityManager>("manager"));
      // Ids only: the rows stay in the database (support sees them), never in the log.
      if (broken.length) console.warn(`[self-check] broken invariants: ${broken.join(", ")}`);
    },
  });
}
