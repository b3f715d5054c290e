// The books' invariants (medusa-plugin's self-check) run against the database a test stage leaves
// behind, before it is dropped. `npm test` (scripts/test.mjs) sets INVARIANTS_REPORT_DIR and fails
// the run when a report names a broken rule (or is missing).
import fs from "node:fs";
import path from "node:path";
import { checkInvariants, type Finding } from "@platform/medusa-plugin/self-check";
import pg from "pg";

export type { Finding };

/** Every broken invariant of the database at `databaseUrl`, with the rows that break it. */
export async function checkDatabaseInvariants(databaseUrl: string): Promise<Finding[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Read-only: a check can never change the books it checks.
    await client.query("BEGIN READ ONLY");
    const findings = await checkInvariants(async (text) => (await client.query(text)).rows);
    await client.query("ROLLBACK");
    return findings;
  } finally {
    await client.end();
  }
}

/** A broken rule in a line a person reads: its id, its rule and (at most 20 of) its rows. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `✗ ${finding.id}: ${finding.rule}\n${finding.rows
          .slice(0, 20)
          .map((row) => `    ${JSON.stringify(row)}`)
          .join("\n")}${finding.rows.length > 20 ? `\n    … and ${finding.rows.length - 20} more` : ""}`,
    )
    .join("\n");
}

/**
 * Checks the stage's database and writes `<stage>.json` to INVARIANTS_REPORT_DIR (when set); a
 * check that cannot run is written as an error, so the run fails rather than passes unchecked.
 */
export async function reportInvariants(stage: string, databaseUrl: string): Promise<void> {
  const dir = process.env.INVARIANTS_REPORT_DIR;
  let report: { stage: string; findings: Finding[]; error?: string };
  try {
    report = { stage, findings: await checkDatabaseInvariants(databaseUrl) };
  } catch (error) {
    report = { stage, findings: [], error: String(error) };
  }
  if (report.findings.length) console.log(`[invariants] ${stage}:\n${describeFindings(report.findings)}`);
  if (report.error) console.log(`[invariants] ${stage}: the check did not run: ${report.error}`);
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // A stage run as side-by-side shards (scripts/shards.mjs) checks one database per shard.
  const shard = process.env.TEST_SHARD ? `-${process.env.TEST_SHARD}` : "";
  fs.writeFileSync(path.join(dir, `${stage}${shard}.json`), JSON.stringify(report, null, 1));
}
