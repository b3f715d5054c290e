import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The plugin's layering rules (docs/architecture.md, "Layers"), read from the code's imports:
// no import circle between source files nor between modules, a module reached only through its
// index.ts, a router calling its module only through ctx.services, services/ only Medusa's
// registrations, lib/ infrastructure that imports no domain, and SQL written only in a domain's
// data-access file.

const ROOT = __dirname;

/** Infrastructure whose SQL is not a domain's: the SQL helpers, the periodic jobs' lock, the membership cache's LISTEN. */
const INFRA_SQL = new Set(["lib/sql.ts", "lib/periodic-job.ts", "loaders/membership-cache.ts"]);

function allFiles(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every TypeScript file, tests too (they also reach other modules only through index.ts). */
const everyFile = allFiles();
const files = everyFile.filter((file) => !/\.test(-support)?\.ts$/.test(file));
const known = new Set(everyFile);
const rel = (file: string) => path.relative(ROOT, file);
const read = (relative: string) => fs.readFileSync(path.join(ROOT, relative), "utf8");

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

/** The module a file belongs to (`modules/<name>/…`), or null outside modules/. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(rel(file))?.[1] ?? null;

/** Strongly connected groups of more than one node (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
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
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the plugin's structure", () => {
  it("has no import circle between source files (TypeORM entities naming each other's relations aside)", () => {
    const found = circles(graph)
      .map((group) => group.map(rel))
      .filter((group) => !group.every((file) => file.startsWith("models/")))
      .map((group) => group.join(" ↔ "));
    expect(found).toEqual([]);
  });

  it("has no circle between modules (a module's imports of other modules, through any file)", () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = modules.get(from) ?? new Set<string>();
      for (const target of targets) {
        const to = moduleOf(target);
        if (to && to !== from) edges.add(to);
      }
      modules.set(from, edges);
    }
    const moduleGraph = new Map([...modules].map(([name, edges]) => [name, [...edges]]));
    expect(circles(moduleGraph).map((group) => group.join(" ↔ "))).toEqual([]);
  });

  it("reaches another module only through its index.ts, and from a module never through services/", () => {
    // services/ holds Medusa's registrations, the one place that names a module's inner service file.
    const offending = everyFile
      .filter((file) => !rel(file).startsWith("services/"))
      .flatMap((file) =>
        imports(file)
          .filter((target) => {
            if (rel(target).startsWith("services/")) return moduleOf(file) !== null;
            const to = moduleOf(target);
            return to !== null && to !== moduleOf(file) && rel(target) !== `modules/${to}/index.ts`;
          })
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it("has one way to a router: each module's index.ts exports its router, and trpc/router.ts imports only index.ts", () => {
    const withRouter = fs
      .readdirSync(path.join(ROOT, "modules"))
      .filter((name) => fs.existsSync(path.join(ROOT, "modules", name, "router")));
    const notExported = withRouter.filter(
      (name) => !/export \{[^}]*Router[^}]*\} from "\.\/router"/.test(read(`modules/${name}/index.ts`)),
    );
    const deepInRoot = imports(path.join(ROOT, "trpc/router.ts"))
      .map(rel)
      .filter((target) => target.startsWith("modules/") && !/^modules\/[^/]+\/index\.ts$/.test(target));
    expect({ notExported, deepInRoot }).toEqual({ notExported: [], deepInRoot: [] });
  });

  it("has one procedure style: a router calls its module's services on ctx.services, never the database", () => {
    // A use case or a data-access function called from a router would take an entity manager; the
    // services hold theirs (docs/architecture.md, "Procedures"). Types and the store token's
    // signing (no database) are what a router may import from its module's other files.
    const routers = files.filter((file) => /^modules\/[^/]+\/router\//.test(rel(file)));
    const offending = routers.flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      const found: string[] = [];
      if (/services\.manager|resolve(<[^>]*>)?\(\s*["']manager["']|\bEntityManager\b|from "typeorm"/.test(source))
        found.push(`${rel(file)} reaches the entity manager`);
      for (const match of source.matchAll(/^import (?!type )[^;]*?from "(\.\.\/[\w-]+)";$/gm)) {
        const target = rel(path.resolve(path.dirname(file), match[1] as string));
        const ownRouter = target.startsWith(`modules/${moduleOf(file)}/router/`);
        if (!ownRouter && !/\/(types|store-tokens)$/.test(target)) found.push(`${rel(file)} → ${match[1]}`);
      }
      return found;
    });
    expect(routers.length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it("keeps services/ to Medusa's registrations: one line re-exporting a module's or lib/'s service", () => {
    const notRegistrations = files
      .filter((file) => rel(file).startsWith("services/"))
      .filter(
        (file) =>
          !/^export \{ (default|\w+ as default) \} from "\.\.\/(modules\/[\w-]+(\/[\w-]+)?|lib\/[\w-]+)";\n$/.test(
            fs.readFileSync(file, "utf8"),
          ),
      )
      .map(rel);
    expect(notRegistrations).toEqual([]);
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
