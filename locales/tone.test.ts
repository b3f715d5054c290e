// The German texts speak to the reader in one form: "du" (the form most of them used when the
// forms were counted, issue 26). The formal "Sie" (Sie, Ihnen, Ihr, Ihre, …) always starts with
// a capital; the lower-case sie/ihr/ihre of "they", "her" and "its" do not count. A sentence
// that starts with "they" in German is written otherwise ("Die Änderungen gehen verloren").
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DE = path.join(__dirname, "de");

/** The formal forms as whole words, case-sensitive: "Sieben", "Ihrerseits" or "sie" do not match. */
const FORMAL = /(?<![\p{L}\p{N}_])(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)(?![\p{L}\p{N}_])/gu;

/** Every text of a translation file with its key path. */
function texts(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

function formalForms(text: string): string[] {
  return [...text.matchAll(FORMAL)].map((match) => match[1] as string);
}

describe("German tone", () => {
  it("finds the formal pronouns, and only them", () => {
    expect(formalForms("Geben Sie einen Namen ein.")).toEqual(["Sie"]);
    expect(formalForms("Wir schreiben Ihnen, sobald Ihre Anmeldung geprüft ist.")).toEqual(["Ihnen", "Ihre"]);
    expect(formalForms("Sieben Artikel; sie kommen morgen, ihre Nummer folgt. Ihrerseits nichts.")).toEqual([]);
    expect(formalForms("Gib deinen Namen ein, damit wir dir schreiben.")).toEqual([]);
  });

  const files = fs.readdirSync(DE).filter((file) => file.endsWith(".json"));
  for (const file of files) {
    it(`${file} says "du", never the formal "Sie"`, () => {
      const found = texts(JSON.parse(fs.readFileSync(path.join(DE, file), "utf8")))
        .filter(([, text]) => formalForms(text).length > 0)
        .map(([key, text]) => `${key}: ${text}`);
      expect(found).toEqual([]);
    });
  }
});
