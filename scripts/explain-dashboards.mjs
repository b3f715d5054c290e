#!/usr/bin/env node
// EXPLAIN ANALYZE of every dashboard query (medusa-plugin/src/modules/dashboard/data-access/) against a
// database seeded by the orders benchmark:
//
//   npm run bench:orders -- --keep --requests 20 --rounds 1      (prints "Kept the database: URL")
//   node scripts/explain-dashboards.mjs --database-url URL
//
// The queries are not copied here: the built plugin's own functions run with a manager whose
// query() answers EXPLAIN (ANALYZE, BUFFERS) of the SQL it is given, so what is measured is
// exactly what the procedures send. Each query runs twice; the second (warm) run is reported.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "medusa-plugin/package.json"));
const pg = require("pg");
const dataAccess = (name) => require(path.join(root, "medusa-plugin/dist/modules/dashboard/data-access", name));

const { values: flags } = parseArgs({
  options: { "database-url": { type: "string" }, plans: { type: "boolean", default: false } },
});
const url = flags["database-url"] || process.env.DATABASE_URL;
if (!url) {
  console.error("Usage: node scripts/explain-dashboards.mjs --database-url URL [--plans]");
  process.exit(1);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const one = async (sql, params = []) => (await client.query(sql, params)).rows[0];

/** A manager whose every query is explained (twice: warm) and recorded under the current label. */
const measured = [];
let label = "";
const explaining = {
  async query(sql, params = []) {
    await client.query(`EXPLAIN (ANALYZE) ${sql}`, params);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    const seq = [...new Set([...plan.matchAll(/Seq Scan on "?(\w+)"?/g)].map((m) => m[1]))];
    const indexes = [
      ...new Set(
        [
          ...plan.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) "?(\w+)"?/g),
        ].map((m) => m[1]),
      ),
    ];
    measured.push({ label, ms, seq, indexes, plan });
    return [];
  },
};

async function measure(name, work) {
  label = name;
  try {
    await work();
  } catch {
    // The functions read EXPLAIN's rows as their own; what they make of them does not matter.
  }
}

const merchant = dataAccess("merchant.js");
const partners = dataAccess("partners.js");
const support = dataAccess("support.js");

// The largest organisation (the benchmark's 100,000-order one) and a typical one.
const large = await one(
  `SELECT organisation_id AS id, count(*)::int AS n FROM order_extension GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
);
const typical = await one(
  `SELECT organisation_id AS id, count(*)::int AS n FROM order_extension GROUP BY 1 ORDER BY 2 LIMIT 1 OFFSET 5`,
);
const agency = await one(`SELECT id FROM organisation WHERE type = 'agency' ORDER BY created_at LIMIT 1`);
const supplier = await one(`SELECT id FROM organisation WHERE type = 'supplier' ORDER BY created_at LIMIT 1`);
const provider = await one(`SELECT id FROM organisation WHERE type = 'service_provider' ORDER BY created_at LIMIT 1`);
const totals = await one(
  `SELECT (SELECT count(*) FROM order_extension)::int AS orders, (SELECT count(*) FROM organisation)::int AS organisations`,
);
console.log(
  `Dashboards EXPLAIN ANALYZE: ${totals.orders} orders, ${totals.organisations} organisations; large organisation ${large.n} orders, typical ${typical.n}`,
);

for (const [name, org] of [
  [`${large.n}-order org`, large],
  [`${typical.n}-order org`, typical],
]) {
  await measure(`customer: orders per day (${name})`, () => merchant.ordersPerDay(explaining, org.id));
  await measure(`customer: attention (${name})`, () => merchant.orderAttention(explaining, org.id));
  await measure(`customer/disabled: invoices (${name})`, () => merchant.invoiceFigures(explaining, org.id));
  await measure(`waitlist: standing (${name})`, () => merchant.waitlistStanding(explaining, org.id));
}
if (agency) {
  // The benchmark's organisations have no agency: the large one becomes the agency's client for this run.
  await client.query("BEGIN");
  await client.query("UPDATE organisation SET agency_id = $1 WHERE id = $2", [agency.id, large.id]);
  await measure("agency: clients per month (client with the large org's orders)", () =>
    partners.agencyClients(explaining, agency.id),
  );
  await client.query("ROLLBACK");
  await measure("agency: margin", () => partners.agencyMargin(explaining, agency.id));
}
if (supplier) await measure("supplier: open work", () => partners.supplierWork(explaining, supplier.id));
if (provider) await measure("service provider: bookings", () => partners.providerBookings(explaining, provider.id));
await measure("support: queue", () => support.supportQueue(explaining));
await measure("support: chats waiting", () => support.waitingChats(explaining));
await measure("support: intake health", () => support.intakeHealth(explaining));

console.log("\n| query | execution ms | indexes | seq scans |\n|---|---:|---|---|");
for (const m of measured) {
  console.log(`| ${m.label} | ${m.ms.toFixed(3)} | ${m.indexes.join(", ") || "—"} | ${m.seq.join(", ") || "—"} |`);
}
if (flags.plans) for (const m of measured) console.log(`\n── ${m.label}\n${m.plan}`);
await client.end();
