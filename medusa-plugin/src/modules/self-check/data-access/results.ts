// self_check_result: the periodic self-check's last result per invariant.
import type { EntityManager } from "typeorm";
import { query, sql } from "../../../lib/sql";

export const SAMPLE_ROWS = 20;

export type CheckResult = { id: string; rows: Record<string, unknown>[] };

/** One invariant's statement, read-only as every invariant is (see invariants.ts). */
export async function runInvariantStatement(manager: EntityManager, text: string): Promise<Record<string, unknown>[]> {
  return await manager.query(text);
}

/** Replaces the stored result of every checked invariant (and forgets invariants no longer checked). */
export async function saveResults(manager: EntityManager, results: CheckResult[], checkedAt: Date): Promise<void> {
  const ids = results.map((r) => r.id);
  await manager.query(`DELETE FROM self_check_result WHERE NOT (invariant_id = ANY($1))`, [ids]);
  await manager.query(
    `INSERT INTO self_check_result (invariant_id, violations, sample, checked_at)
     SELECT id, violations, sample, $2 FROM jsonb_to_recordset($1::jsonb) AS x(id varchar, violations int, sample jsonb)
     ON CONFLICT (invariant_id) DO UPDATE SET violations = EXCLUDED.violations, sample = EXCLUDED.sample,
       checked_at = EXCLUDED.checked_at`,
    [
      JSON.stringify(
        results.map((r) => ({ id: r.id, violations: r.rows.length, sample: r.rows.slice(0, SAMPLE_ROWS) })),
      ),
      checkedAt,
    ],
  );
}

export type StoredFinding = { id: string; violations: number; sample: Record<string, unknown>[]; checkedAt: string };

/** When the last round ran, and the invariants it found broken. */
export async function latestResults(
  manager: EntityManager,
): Promise<{ checkedAt: string | null; findings: StoredFinding[] }> {
  const rows = await query<{ id: string; violations: number; sample: Record<string, unknown>[]; checked_at: Date }>(
    manager,
    sql`SELECT invariant_id AS id, violations, sample, checked_at FROM self_check_result ORDER BY invariant_id`,
  );
  const checkedAt = rows.reduce<Date | null>((max, r) => (max && max > r.checked_at ? max : r.checked_at), null);
  return {
    checkedAt: checkedAt ? checkedAt.toISOString() : null,
    findings: rows
      .filter((r) => r.violations > 0)
      .map((r) => ({ id: r.id, violations: r.violations, sample: r.sample, checkedAt: r.checked_at.toISOString() })),
  };
}
