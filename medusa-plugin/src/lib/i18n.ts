import fs from "node:fs";
import path from "node:path";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "@platform/domain";

type Tree = { [key: string]: string | Tree };

/** The repo's locales/ folder: LOCALES_DIR, or the nearest one above this file. */
function findLocalesDir(): string {
  if (process.env.LOCALES_DIR) return process.env.LOCALES_DIR;
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, "locales", FALLBACK_LANGUAGE);
    if (fs.existsSync(candidate)) return path.dirname(candidate);
    dir = path.dirname(dir);
  }
  throw new Error("locales folder not found; set LOCALES_DIR");
}

const cache = new Map<string, Tree>();

function namespace(language: Language, ns: string): Tree {
  const id = `${language}/${ns}`;
  let tree = cache.get(id);
  if (!tree) {
    const file = path.join(findLocalesDir(), language, `${ns}.json`);
    tree = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Tree) : {};
    cache.set(id, tree);
  }
  return tree;
}

function lookup(tree: Tree, keyPath: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of keyPath.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export const TRANSLATION_KEY = /^[a-z][a-zA-Z]*:[a-zA-Z0-9_.]+$/;

/** Server-side translation of a "namespace:key" with English as the fallback. */
export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  const [ns, keyPath] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  const find = (path: string) =>
    lookup(namespace(language, ns), path) ?? lookup(namespace(FALLBACK_LANGUAGE, ns), path);
  // A count picks its plural form as i18next does in the browser (`_one`, `_other`).
  const count = values.count === undefined ? Number.NaN : Number(values.count);
  const plural = Number.isFinite(count)
    ? find(`${keyPath}_${new Intl.PluralRules(language).select(count)}`)
    : undefined;
  const text = plural ?? find(keyPath) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** Picks the request's language from our header, then Accept-Language. */
export function pickLanguage(header: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(header)) return header;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return FALLBACK_LANGUAGE;
}
