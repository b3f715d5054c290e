// The translation files: English and German complete and in step, and every key the domain
// package (schemas, server errors) speaks in has a text in both languages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as domain from "../packages/domain/src";

const LOCALES_DIR = __dirname;
const LANGUAGES = ["en", "de"] as const;
const DOMAIN_SRC = path.join(LOCALES_DIR, "..", "packages", "domain", "src");
/** The server translates its own messages (errors, mails, Slack texts) too. */
const PLUGIN_SRC = path.join(LOCALES_DIR, "..", "medusa-plugin", "src");
const KEY = /^[a-z]+:[\w.]+$/;

type Tree = { [key: string]: unknown };

function namespaces(language: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
}

function load(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), "utf8")) as Tree;
}

/** "a.b.c" → value for every leaf of a nested translation file. */
function leaves(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, keyPath)) out.set(k, v);
    } else {
      out.set(keyPath, value);
    }
  }
  return out;
}

function text(language: string, key: string): unknown {
  const [namespace, keyPath] = key.split(":", 2) as [string, string];
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  if (!fs.existsSync(file)) return undefined;
  return leaves(load(language, namespace)).get(keyPath);
}

/** Every translation key among the string values of the domain package's exported message maps. */
function keysInMessageMaps(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (KEY.test(value)) found.add(value);
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (KEY.test(key)) found.add(key);
        visit(inner);
      }
    }
  };
  // Every domain folder names its message map `<DOMAIN>_MESSAGES` (and SPEC_MESSAGES lists the spec's).
  for (const [name, exported] of Object.entries(domain)) if (name.endsWith("_MESSAGES")) visit(exported);
  return [...found].sort();
}

/** Every translation-key string literal in the domain package's and the plugin's sources (comments and imports aside). */
function keysInDomainSources(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const code = fs
          .readFileSync(full, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .split("\n")
          .map((line) => line.replace(/(^|\s)\/\/.*$/, ""))
          .filter((line) => !/^\s*(import|export .* from)\b/.test(line))
          .join("\n");
        for (const match of code.matchAll(/["'`]([a-z]+:[\w.]+)["'`]/g)) found.add(match[1] as string);
      }
    }
  };
  walk(DOMAIN_SRC);
  walk(PLUGIN_SRC);
  return [...found].sort();
}

describe("translation files", () => {
  it("have the same namespaces in English and German", () => {
    expect(namespaces("en").length).toBeGreaterThan(0);
    expect(namespaces("de")).toEqual(namespaces("en"));
  });

  for (const namespace of namespaces("en")) {
    it(`${namespace}: the same keys in English and German`, () => {
      const en = [...leaves(load("en", namespace)).keys()].sort();
      const de = [...leaves(load("de", namespace)).keys()].sort();
      expect(de).toEqual(en);
    });
  }

  for (const language of LANGUAGES) {
    for (const namespace of namespaces(language)) {
      it(`${language}/${namespace}: every value is a non-empty text`, () => {
        const bad = [...leaves(load(language, namespace))]
          .filter(([, value]) => typeof value !== "string" || value.trim() === "")
          .map(([key]) => key);
        expect(bad).toEqual([]);
      });

      it(`${language}/${namespace}: keys need no escaping in "namespace:key" form`, () => {
        const bad = [...leaves(load(language, namespace)).keys()].filter((key) => !/^[\w.]+$/.test(key));
        expect(bad).toEqual([]);
      });
    }
  }

  it("use the same {{placeholders}} in English and German", () => {
    const mismatches: string[] = [];
    for (const namespace of namespaces("en")) {
      const de = leaves(load("de", namespace));
      for (const [key, value] of leaves(load("en", namespace))) {
        const names = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        if (JSON.stringify(names(value)) !== JSON.stringify(names(de.get(key)))) mismatches.push(`${namespace}:${key}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe("spec messages (§5, §8)", () => {
  const entries = Object.entries(domain.SPEC_MESSAGES);

  it("are listed", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const [key, wording] of entries) {
    it(`${key} reads exactly "${wording}" in English and has a German text`, () => {
      expect(text("en", key)).toBe(wording);
      const german = text("de", key);
      expect(typeof german).toBe("string");
      expect(String(german).trim()).not.toBe("");
      expect(german).not.toBe(wording);
    });
  }
});

describe("keys used by the domain package and the server", () => {
  const fromMaps = keysInMessageMaps();
  const fromSources = keysInDomainSources();

  it("are found", () => {
    expect(fromMaps).toContain("auth:errors.invalidEmail");
    expect(fromMaps).toContain("common:errors.required");
    expect(fromSources).toEqual(expect.arrayContaining(fromMaps));
  });

  for (const key of [...new Set([...fromMaps, ...fromSources])].sort()) {
    it(`${key} has an English and a German text`, () => {
      // A count's text is a plural pair (`_one`/`_other`) rather than one text.
      const texts = (language: string) =>
        typeof text(language, key) === "string"
          ? [text(language, key)]
          : [text(language, `${key}_one`), text(language, `${key}_other`)];
      for (const language of ["en", "de"]) {
        for (const value of texts(language)) expect(typeof value).toBe("string");
      }
    });
  }
});
