import fs from "node:fs";
import path from "node:path";
import { repoDir } from "./paths";

type Tree = { [key: string]: string | Tree };

/** The parsed locales/<language>/<namespace>.json. */
export function localeFile(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(repoDir(), "locales", language, `${namespace}.json`), "utf8")) as Tree;
}

/**
 * The text of a "namespace:key.path" in a language, straight from locales/ (no fallback), with
 * {{name}} placeholders filled: what a user must see for that key.
 */
export function translation(language: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, keyPath] = key.split(":", 2) as [string, string];
  let node: string | Tree | undefined = localeFile(language, namespace);
  for (const part of keyPath.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`No ${language} translation for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
