// The web app's own keys: every `t("…")` with a literal key in apps/web has an English and a
// German text, in one of the namespaces its file asks `useTranslation` for (or the one the key
// names). A key built at run time is held by runtime-keys.test.ts; a missing key would otherwise
// show up only when a walk happens to open its screen.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const LOCALES_DIR = __dirname;
const WEB_SRC = path.join(LOCALES_DIR, "..", "apps", "web", "src");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const cache = new Map<string, unknown>();
function has(language: string, namespace: string, keyPath: string): boolean {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);
  const lookup = (dotted: string) => {
    let node = cache.get(file);
    for (const part of dotted.split(".")) node = (node as Record<string, unknown> | null | undefined)?.[part];
    return node;
  };
  // A count's text is a plural pair (`_one`/`_other`); a key may also name a whole group of texts.
  return [keyPath, `${keyPath}_one`].some((dotted) => lookup(dotted) !== undefined);
}

/** Each file's literal keys and the namespaces its `useTranslation` calls load. */
function usages(): Array<{ file: string; key: string; namespaces: string[] }> {
  const found: Array<{ file: string; key: string; namespaces: string[] }> = [];
  for (const file of files(WEB_SRC)) {
    // Comments aside: they show keys as examples.
    const code = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split("\n")
      .map((line) => line.replace(/(^|\s)\/\/.*$/, ""))
      .join("\n");
    const namespaces = new Set<string>();
    for (const call of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*")/g)) {
      for (const name of (call[1] as string).matchAll(/"([\w-]+)"/g)) namespaces.add(name[1] as string);
    }
    // i18next's own `t` from `i18n.t` or a `t` handed in: only keys that name their namespace count.
    for (const call of code.matchAll(/\bt\(\s*"([\w.:-]+)"/g)) {
      const key = call[1] as string;
      found.push({ file: path.relative(WEB_SRC, file), key, namespaces: [...namespaces] });
    }
  }
  return found;
}

describe("keys the web app uses", () => {
  const used = usages();

  it("are found", () => {
    expect(used.length).toBeGreaterThan(500);
    expect(used.some((use) => use.key === "apiKeys.createdTitle")).toBe(true);
  });

  it("have an English and a German text", () => {
    const missing: string[] = [];
    for (const { file, key, namespaces } of used) {
      const [named, keyPath] = key.includes(":") ? (key.split(":", 2) as [string, string]) : [null, key];
      // A file that loads no namespace uses the default one ("common") or keys that name theirs.
      const candidates = named ? [named] : namespaces.length > 0 ? namespaces : ["common"];
      for (const language of ["en", "de"]) {
        if (!candidates.some((namespace) => has(language, namespace, keyPath)))
          missing.push(`${file}: "${key}" in ${language} (${candidates.join(", ")})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
