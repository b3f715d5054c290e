// Measures again what `scripts/test-weights.json` holds (how long each test file takes, for the
// shards' split): reads a vitest JSON report of the integration stage and/or a Playwright JSON
// report of e2e and writes each file's seconds.
//   npx vitest run --project integration --reporter=json --outputFile.json=/tmp/int.json
//   (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npx playwright test --reporter=json)
//   node scripts/test-weights.mjs --integration /tmp/int.json --e2e /tmp/e2e.json
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FILE = path.join(ROOT, "scripts", "test-weights.json");
const { values } = parseArgs({ options: { integration: { type: "string" }, e2e: { type: "string" } } });

const weights = JSON.parse(fs.readFileSync(FILE, "utf8"));
const sorted = (/** @type {Record<string, number>} */ table) =>
  Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));

if (values.integration) {
  /** @type {{ testResults: { name: string, startTime: number, endTime: number }[] }} */
  const report = JSON.parse(fs.readFileSync(values.integration, "utf8"));
  weights.integration = sorted(
    Object.fromEntries(
      report.testResults.map((file) => [
        path.relative(ROOT, file.name),
        Math.round((file.endTime - file.startTime) / 1000),
      ]),
    ),
  );
}

if (values.e2e) {
  /** @typedef {{ file: string, tests: { results: { duration: number }[] }[] }} Spec */
  /** @typedef {{ specs?: Spec[], suites?: Suite[] }} Suite */
  /** @type {{ suites: Suite[] }} */
  const report = JSON.parse(fs.readFileSync(values.e2e, "utf8"));
  /** @type {Record<string, number>} */
  const seconds = {};
  const visit = (/** @type {Suite} */ suite) => {
    for (const spec of suite.specs ?? []) {
      const key = `e2e/specs/${spec.file}`;
      for (const test of spec.tests)
        for (const result of test.results) seconds[key] = (seconds[key] ?? 0) + result.duration / 1000;
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  weights.e2e = sorted(Object.fromEntries(Object.entries(seconds).map(([file, s]) => [file, Math.round(s)])));
}

fs.writeFileSync(FILE, `${JSON.stringify(weights, null, 1)}\n`);
console.log(`Wrote ${path.relative(ROOT, FILE)}.`);
