// Runs one test stage as N processes side by side, each with its own database and backend (the
// stages' setups start their own), and the files split between them by how long each took
// (`test-weights.json`, measured; a file not listed there weighs the median). On this project's
// 2-core machines one stage alone keeps about one core busy: the backend, Chromium and the test
// runner mostly wait on each other.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WEIGHTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-weights.json");

/**
 * The files split into `count` groups of about equal weight (longest first, each into the lightest
 * group so far): the same split every run for the same files.
 * @param {string[]} files paths relative to the repository's root
 * @param {Record<string, number>} weights seconds per file
 * @param {number} count
 * @returns {string[][]}
 */
export function partition(files, weights, count) {
  const known = files.map((file) => weights[file]).filter((weight) => typeof weight === "number");
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weighed = files
    .map((file) => ({ file, weight: weights[file] ?? median }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const groups = Array.from({ length: count }, () => ({ files: /** @type {string[]} */ ([]), weight: 0 }));
  for (const { file, weight } of weighed) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.map((group) => group.files.sort()).filter((group) => group.length > 0);
}

/** @param {"integration" | "e2e"} stage */
export function weightsOf(stage) {
  const all = JSON.parse(fs.readFileSync(WEIGHTS, "utf8"));
  return /** @type {Record<string, number>} */ (all[stage] ?? {});
}

/**
 * Runs the shards side by side; each line of their output is prefixed with the shard's name.
 * Resolves with each shard's exit code (a signal counts as a failure).
 * @param {{ name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }[]} shards
 * @returns {Promise<{ name: string, code: number }[]>}
 */
export function runShards(shards) {
  return Promise.all(
    shards.map(
      (shard) =>
        new Promise((resolve) => {
          const child = spawn(shard.command, shard.args, {
            cwd: shard.cwd,
            env: shard.env,
            stdio: ["ignore", "pipe", "pipe"],
          });
          for (const stream of [child.stdout, child.stderr]) {
            let rest = "";
            stream.setEncoding("utf8");
            stream.on("data", (/** @type {string} */ chunk) => {
              const lines = (rest + chunk).split("\n");
              rest = lines.pop() ?? "";
              for (const line of lines) process.stdout.write(`[${shard.name}] ${line}\n`);
            });
            stream.on("end", () => {
              if (rest) process.stdout.write(`[${shard.name}] ${rest}\n`);
            });
          }
          child.on("error", (error) => {
            console.log(`[${shard.name}] could not start: ${error.message}`);
            resolve({ name: shard.name, code: 1 });
          });
          child.on("close", (code, signal) => resolve({ name: shard.name, code: code ?? (signal ? 1 : 0) }));
        }),
    ),
  );
}
