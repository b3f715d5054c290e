import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The plugin's layering rules (docs/architecture.md, "Layers"), read from the code's imports:
// no import circle between source files, lib/ is infrastructure and imports no domain, and SQL
// is written only in a domain's data-access file. The lists below are what is not yet moved into
// a module; they may only shrink (a listed file that no longer breaks the rule fails too).

const ROOT = __dirname;

/** Infrastructure whose SQL is not a domain's: the SQL helpers, the periodic jobs' lock, the membership cache's LISTEN. */
const INFRA_SQL = new Set(["lib/sql.ts", "lib/periodic-job.ts", "loaders/membership-cache.ts"]);

function sourceFiles(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles();
const known = new Set(files);
const rel = (file: string) => path.relative(ROOT, file);

/** The plugin files a file imports (type-only imports too: they tie the files together all the same). */
function imports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/(?:import|export)\s[^"';]*?from\s+["'](\.[^"']+)["']/g)) {
    const target = path.resolve(path.dirname(file), match[1] as string);
    const hit = [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find((candidate) =>
      known.has(candidate),
    );
    if (hit) found.push(hit);
  }
  return found;
}

const graph = new Map(files.map((file) => [file, imports(file)]));

/** Strongly connected groups of more than one file (Tarjan). */
function circles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(rel(member));
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe("the plugin's structure", () => {
  it("has no import circle between source files (TypeORM entities naming each other's relations aside)", () => {
    const found = circles()
      .filter((group) => !group.every((file) => file.startsWith("models/")))
      .map((group) => group.join(" ↔ "));
    expect(found).toEqual([]);
  });

  it("keeps lib/ infrastructure: it imports no domain", () => {
    const domainRoots = ["services/", "modules/", "trpc/", "api/", "subscribers/", "loaders/"];
    const offending = files
      .filter((file) => rel(file).startsWith("lib/"))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => domainRoots.some((root) => rel(target).startsWith(root)))
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it("writes SQL only in a domain's data-access file (or a migration)", () => {
    // A tRPC procedure's `.query(async ({ ctx, input }) => …)` is not SQL.
    const writesSql = (file: string) =>
      /\.query(<[^>]*>)?\((?!\s*(async\s*)?\()|\bquery(One)?(<[^>]*>)?\(\s*[\w.]*manager/i.test(
        fs.readFileSync(file, "utf8"),
      );
    const allowed = (file: string) =>
      /(^|\/)data-access(\/|\.ts$)/.test(rel(file)) || rel(file).startsWith("migrations/") || INFRA_SQL.has(rel(file));
    const outside = files.filter((file) => !allowed(file) && writesSql(file)).map(rel);
    expect(outside, "SQL outside a data-access file").toEqual([]);
  });
});
