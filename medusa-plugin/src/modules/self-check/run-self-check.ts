import type { EntityManager } from "typeorm";
import { INVARIANTS } from "./data-access/invariants";
import { runInvariantStatement, saveResults } from "./data-access/results";

/**
 * One round of the self-check: every invariant read in one READ ONLY snapshot (so the rules see
 * one moment of the books, and a check can never write), then the results stored for support.
 * Returns the ids of the broken invariants.
 */
export async function runSelfCheck(manager: EntityManager, now = new Date()): Promise<string[]> {
  const results = await manager.transaction("REPEATABLE READ", async (tx) => {
    await runInvariantStatement(tx, "SET TRANSACTION READ ONLY");
    const out: Array<{ id: string; rows: Record<string, unknown>[] }> = [];
    for (const invariant of INVARIANTS) {
      out.push({ id: invariant.id, rows: await runInvariantStatement(tx, invariant.sql) });
    }
    return out;
  });
  await saveResults(manager, results, now);
  return results.filter((r) => r.rows.length > 0).map((r) => r.id);
}
