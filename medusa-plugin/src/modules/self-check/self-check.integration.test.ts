// The periodic self-check against the suite's real backend (SELF_CHECK_INTERVAL_MS is short
// there): a broken rule appears on support's dashboard naming the row, and leaves it once fixed.
import { randomUUID } from "node:crypto";
import { DEMO_PASSWORD, eventually, signIn, sql, trpcClient } from "@platform/testing";
import { beforeAll, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
let support: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  support = trpcClient(url, { token: await signIn(url, "support@demo.local", DEMO_PASSWORD) });
});

it("shows a broken rule with its row on support's dashboard, and drops it once the books balance again", async () => {
  // A warehouse written behind the platform's back: no `location.created` audit entry.
  const id = `loc_probe_${randomUUID().slice(0, 8)}`;
  await sql(
    databaseUrl,
    `INSERT INTO location (id, name, type, country_code) VALUES ($1, 'Self-check probe', 'dropshipping', 'DE')`,
    [id],
  );
  try {
    const finding = await eventually(async () => {
      const { selfCheck } = await support.dashboard.support.query();
      return selfCheck.findings.find((f) => f.id === "audit_created_entries" && f.sample.some((row) => row.ref === id));
    }, 30_000);
    expect(finding.violations).toBeGreaterThanOrEqual(1);
  } finally {
    await sql(databaseUrl, "DELETE FROM location WHERE id = $1", [id]);
  }
  await eventually(async () => {
    const { selfCheck } = await support.dashboard.support.query();
    return !selfCheck.findings.some((f) => f.sample.some((row) => row.ref === id));
  }, 30_000);
});
