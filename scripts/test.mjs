// `npm test`: every check of the repository in order, stopping at the first failure. Integration
// and e2e each run as two shards side by side (scripts/shards.mjs), each with its own database.
//   build → typecheck → lint → unit → integration → redis (only when Redis answers)
//   → scale (Redis and nginx; on CI always, so a missing nginx fails there) → e2e
// After integration and after e2e, the books' invariants (docs/invariants.md) are checked on the
// database that stage left behind: its setup writes a report before dropping the database, and a
// broken rule (or a missing report) fails the run, naming the rule and its rows.
// Ends with one line "N passed, N failed" counting the stages.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { partition, runShards, weightsOf } from "./shards.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

process.env.MEDUSA_DISABLE_TELEMETRY = "true";
process.env.TURBO_TELEMETRY_DISABLED = "1";
// Where the integration and e2e setups write their invariant reports (packages/testing/src/invariants.ts).
const REPORTS = fs.mkdtempSync(path.join(os.tmpdir(), "platform-invariants-"));
process.env.INVARIANTS_REPORT_DIR = REPORTS;

// Integration and e2e run as side-by-side shards, each with its own database and backend
// (scripts/shards.mjs): TEST_SHARDS=1 runs each as one process.
const SHARDS = Math.max(1, Number(process.env.TEST_SHARDS || (os.availableParallelism() >= 2 ? 2 : 1)));
/** How many shards each sharded stage ran (its invariant reports to expect). */
const shardsRun = /** @type {Record<string, number>} */ ({});

/** @type {{ name: string, command?: string[], run?: () => Promise<boolean>, check?: () => boolean, when?: () => Promise<string | null> }[]} */
const STAGES = [
  { name: "build", command: ["npx", "turbo", "run", "build"] },
  { name: "typecheck", command: ["npx", "turbo", "run", "typecheck"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "unit", command: ["npm", "run", "test:unit"] },
  { name: "integration", run: () => runSharded("integration") },
  { name: "invariants (integration)", check: () => invariantsHold("integration") },
  {
    name: "redis",
    command: ["npm", "run", "test:redis"],
    when: async () =>
      (await redisAnswers(REDIS_URL))
        ? null
        : `Redis is not reachable at ${REDIS_URL}: the Redis path tests (*.redis.test.ts) were not run. Start Redis (redis-server) to run them.`,
  },
  {
    name: "scale",
    command: ["npm", "run", "test:scale"],
    when: async () => {
      if (process.env.CI) return null;
      if (!(await redisAnswers(REDIS_URL))) {
        return `Redis is not reachable at ${REDIS_URL}: the scale-out test (*.scale.test.ts) was not run. Start Redis (redis-server) to run it.`;
      }
      return nginxInstalled()
        ? null
        : "nginx is not installed: the scale-out test (*.scale.test.ts) was not run. Install it (Debian: apt-get install -y nginx, or set NGINX_BIN) to run it.";
    },
  },
  { name: "e2e", run: () => runSharded("e2e") },
  { name: "invariants (e2e)", check: () => invariantsHold("e2e") },
];

/**
 * Whether the stage's database kept its books: prints every broken rule with its rows.
 * @param {string} stage
 */
function invariantsHold(stage) {
  const shards = shardsRun[stage] ?? 1;
  const names = shards > 1 ? Array.from({ length: shards }, (_, i) => `${stage}-${i + 1}`) : [stage];
  let holds = true;
  for (const name of names) {
    const file = path.join(REPORTS, `${name}.json`);
    if (!fs.existsSync(file)) {
      console.log(`No invariant report from ${name} (${file}): its database was not checked.`);
      holds = false;
      continue;
    }
    /** @type {{ findings: { id: string, rule: string, rows: unknown[] }[], error?: string }} */
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    if (report.error) console.log(`The invariant check of the ${name} database did not run: ${report.error}`);
    for (const finding of report.findings) {
      console.log(`✗ ${name} ${finding.id}: ${finding.rule} (${finding.rows.length} rows)`);
      for (const row of finding.rows.slice(0, 20)) console.log(`    ${JSON.stringify(row)}`);
    }
    if (!report.error && report.findings.length === 0) console.log(`The ${name} database keeps every invariant.`);
    holds &&= !report.error && report.findings.length === 0;
  }
  return holds;
}

/**
 * The stage's test files (as its runner finds them), relative to the repository's root.
 * @param {"integration" | "e2e"} stage
 */
function testFiles(stage) {
  if (stage === "e2e") {
    return fs
      .readdirSync(path.join(ROOT, "e2e", "specs"), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".spec.ts"))
      .map((file) => `e2e/specs/${file}`);
  }
  const listed = spawnSync("npx", ["vitest", "list", "--project", "integration", "--filesOnly", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    env: process.env,
  });
  if (listed.status !== 0) throw new Error(`vitest list failed:\n${listed.stderr}`);
  /** @type {{ file: string }[]} */
  const entries = JSON.parse(listed.stdout);
  return entries.map((entry) => path.relative(ROOT, entry.file));
}

/**
 * Runs the stage's files as side-by-side shards; true when every shard passed.
 * @param {"integration" | "e2e"} stage
 */
async function runSharded(stage) {
  const groups = partition(testFiles(stage), weightsOf(stage), SHARDS);
  shardsRun[stage] = groups.length;
  const literal = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const [index, files] of groups.entries())
    console.log(`${stage} ${index + 1}/${groups.length}: ${files.length} files`);
  const shards = groups.map((files, index) => {
    const shard = groups.length > 1 ? String(index + 1) : "";
    const env = { ...process.env, ...(shard ? { TEST_SHARD: shard } : {}) };
    const name = groups.length > 1 ? `${stage} ${index + 1}/${groups.length}` : stage;
    if (stage === "e2e") {
      return {
        name,
        command: "npx",
        // Playwright reads its file arguments as patterns: each one names exactly its file.
        args: [
          "playwright",
          "test",
          // Each shard's traces and screenshots in a folder of its own: a runner clears and reuses
          // its output folder's artifact names, which another shard's runner would delete or overwrite.
          `--output=test-results/shard-${index + 1}`,
          ...files.map((file) => `${literal(file.replace(/^e2e\//, ""))}$`),
        ],
        cwd: path.join(ROOT, "e2e"),
        env: {
          ...env,
          E2E_PORT: String(Number(process.env.E2E_PORT || 9310) + index * 10),
          // Playwright keeps the specs' compiled TypeScript in one folder per user; two runners
          // writing it at once let one read another's half-written file (a module without its
          // exports). Each shard compiles into a folder of its own.
          PWTEST_CACHE_DIR: path.join(os.tmpdir(), `playwright-transform-cache-shard-${index + 1}`),
        },
      };
    }
    return {
      name,
      command: "npx",
      args: ["vitest", "run", "--project", "integration", ...files.map((file) => path.join(ROOT, file))],
      cwd: ROOT,
      env,
    };
  });
  const codes = await runShards(shards);
  for (const { name, code } of codes) if (code !== 0) console.log(`${name} failed (exit code ${code})`);
  return codes.every(({ code }) => code === 0);
}

/** Whether an nginx executable exists (NGINX_BIN, PATH or Debian's /usr/sbin). */
function nginxInstalled() {
  if (process.env.NGINX_BIN) return fs.existsSync(process.env.NGINX_BIN);
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"];
  return dirs.some((dir) => dir && fs.existsSync(path.join(dir, "nginx")));
}

/**
 * Whether a Redis server answers PING (a plain TCP probe).
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function redisAnswers(url, timeoutMs = 1500) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname || "127.0.0.1", port: Number(u.port || 6379) });
    let answer = "";
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
      if (answer.includes("\r\n")) done(answer.startsWith("+") || answer.startsWith("-"));
    });
  });
}

/** @type {{ name: string, result: "passed" | "failed" | "skipped", seconds: number, note?: string }[]} */
const results = [];

// `npm test -- --from e2e`: start at that stage (after a fix, without running the earlier ones again).
const fromIndex = process.argv.indexOf("--from");
const from = fromIndex >= 0 ? STAGES.findIndex((stage) => stage.name === process.argv[fromIndex + 1]) : 0;
if (from < 0) {
  console.log(`No stage named "${process.argv[fromIndex + 1]}": ${STAGES.map((stage) => stage.name).join(", ")}`);
  process.exit(1);
}

for (const stage of STAGES.slice(from)) {
  const skipReason = stage.when ? await stage.when() : null;
  if (skipReason) {
    console.log(`\n${skipReason}\n`);
    results.push({
      name: stage.name,
      result: "skipped",
      seconds: 0,
      note: skipReason.startsWith("nginx") ? "nginx not installed" : "Redis not reachable",
    });
    continue;
  }
  const startedAt = Date.now();
  if (stage.run) {
    console.log(`\n▶ ${stage.name} (${SHARDS > 1 ? `${SHARDS} shards side by side` : "one process"})\n`);
    const ok = await stage.run();
    results.push({ name: stage.name, result: ok ? "passed" : "failed", seconds: (Date.now() - startedAt) / 1000 });
    if (!ok) break;
    continue;
  }
  if (stage.check) {
    console.log(`\n▶ ${stage.name}\n`);
    const ok = stage.check();
    results.push({ name: stage.name, result: ok ? "passed" : "failed", seconds: (Date.now() - startedAt) / 1000 });
    if (!ok) break;
    continue;
  }
  const command = stage.command ?? [];
  console.log(`\n▶ ${stage.name}: ${command.join(" ")}\n`);
  const run = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: "inherit", env: process.env });
  const seconds = (Date.now() - startedAt) / 1000;
  const ok = run.status === 0;
  results.push({
    name: stage.name,
    result: ok ? "passed" : "failed",
    seconds,
    note: run.error ? String(run.error) : ok ? undefined : `exit code ${run.status ?? run.signal}`,
  });
  if (!ok) break;
}

const count = (/** @type {string} */ result) => results.filter((r) => r.result === result).length;
console.log("\nStages:");
for (const r of results) {
  console.log(
    `  ${r.result.padEnd(7)} ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(7)} s${r.note ? `  (${r.note})` : ""}`,
  );
}
const notRun = STAGES.slice(from + results.length).map((s) => s.name);
if (notRun.length) console.log(`  not run after the failure: ${notRun.join(", ")}`);
const skipped = count("skipped");
console.log(`\n${count("passed")} passed, ${count("failed")} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exitCode = count("failed") > 0 ? 1 : 0;
