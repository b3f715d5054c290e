import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function isRepoRoot(dir: string): boolean {
  const file = path.join(dir, "package.json");
  if (!fs.existsSync(file)) return false;
  try {
    const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { workspaces?: unknown };
    return Array.isArray(pkg.workspaces) && fs.existsSync(path.join(dir, "apps", "backend"));
  } catch {
    return false;
  }
}

function findUp(start: string): string | null {
  let dir = path.resolve(start);
  for (;;) {
    if (isRepoRoot(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The monorepo's root folder. Works under vitest (ESM) and Playwright (CJS): from this file
 * when `__dirname` exists, else from the working directory; REPO_DIR overrides both.
 */
export function repoDir(): string {
  if (process.env.REPO_DIR) return process.env.REPO_DIR;
  const fromHere = typeof __dirname === "string" ? findUp(__dirname) : null;
  const found = fromHere ?? findUp(process.cwd());
  if (!found) throw new Error("Could not find the repository root (set REPO_DIR)");
  return found;
}

/** The compiled launcher of `npm start`. */
export function backendStartScript(): string {
  return path.join(repoDir(), "apps", "backend", "lib", "scripts", "start.js");
}

/** A fresh folder under /tmp that other OS users (the embedded `postgres` user) may read. */
export function makeTempDir(prefix: string): string {
  const base = fs.existsSync("/tmp") ? "/tmp" : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(base, `${prefix}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}
