import fs from "node:fs";
import path from "node:path";
import { repoDir } from "@platform/testing";

/**
 * What a person must never read on a screen, as rules over the text the walk collects
 * (specs/text-walk*.spec.ts): stored names and translation keys, counts whose noun disagrees
 * with the number, English UI words on German screens, sentences run together. The word lists
 * come from the locale files, so a new text is covered without touching this file.
 */

type Tree = { [key: string]: string | Tree };

const LOCALES = path.join(repoDir(), "locales");
const NAMESPACES = fs.readdirSync(path.join(LOCALES, "en")).map((file) => file.replace(/\.json$/, ""));

function locale(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8")) as Tree;
}

function values(tree: Tree, out: string[] = []): string[] {
  for (const value of Object.values(tree)) typeof value === "string" ? out.push(value) : values(value, out);
  return out;
}

/** The words of a language's UI texts (placeholders and tags left out), lower-cased. */
function uiWords(language: string): Set<string> {
  const words = new Set<string>();
  for (const namespace of NAMESPACES) {
    for (const text of values(locale(language, namespace))) {
      const bare = text.replace(/\{\{[^}]*\}\}/g, " ").replace(/<[^>]*>/g, " ");
      for (const word of bare.match(/[A-Za-zÄÖÜäöüß]+/g) ?? []) words.add(word.toLowerCase());
    }
  }
  return words;
}

/** English words that are German words (or loanwords German screens use) too. */
const ALSO_GERMAN = new Set(
  (
    "all also art best box brand city hold kind label links list made menu note online plane post rate " +
    "retour route session see start test total type user web will zip hand name team chat shop status"
  ).split(" "),
);

/** Words of the English UI that the German UI never uses: on a German screen they are untranslated text. */
export const ENGLISH_ONLY: ReadonlySet<string> = (() => {
  const german = uiWords("de");
  return new Set([...uiWords("en")].filter((word) => word.length >= 3 && !german.has(word) && !ALSO_GERMAN.has(word)));
})();

/** First segments a translation key can start with: the namespaces and every namespace's top-level keys. */
const KEY_HEADS: ReadonlySet<string> = new Set(
  NAMESPACES.flatMap((namespace) => [namespace, ...Object.keys(locale("en", namespace))]),
);

/** Endings of file names and host names, which look like dotted keys but are data. */
const NOT_KEY_TAILS = new Set("pdf png jpg jpeg gif webp csv txt zip json com de local example net org io".split(" "));

/** Count nouns: singular → plural, per language (German nouns whose forms coincide are left out). */
const NOUNS: Record<"en" | "de", Array<[string, ...string[]]>> = {
  en: [
    ..."item order variant product day file message unit piece image invoice booking shop location member chat claim request result row line service hour week month minute user organisation customer retour notification page photo character digit attempt payment shipment warehouse thing"
      .split(" ")
      .map((word): [string, string] => [word, `${word}s`]),
    ["entry", "entries"],
    ["box", "boxes"],
    ["copy", "copies"],
    ["category", "categories"],
    ["delivery", "deliveries"],
  ],
  de: [
    ["Bestellung", "Bestellungen"],
    ["Variante", "Varianten"],
    ["Produkt", "Produkte", "Produkten"],
    ["Tag", "Tage", "Tagen"],
    ["Datei", "Dateien"],
    ["Nachricht", "Nachrichten"],
    ["Einheit", "Einheiten"],
    ["Bild", "Bilder", "Bildern"],
    ["Rechnung", "Rechnungen"],
    ["Buchung", "Buchungen"],
    ["Standort", "Standorte", "Standorten"],
    ["Mitglied", "Mitglieder", "Mitgliedern"],
    ["Reklamation", "Reklamationen"],
    ["Anfrage", "Anfragen"],
    ["Eintrag", "Einträge", "Einträgen"],
    ["Ergebnis", "Ergebnisse", "Ergebnissen"],
    ["Zeile", "Zeilen"],
    ["Position", "Positionen"],
    ["Stunde", "Stunden"],
    ["Woche", "Wochen"],
    ["Monat", "Monate", "Monaten"],
    ["Minute", "Minuten"],
    ["Organisation", "Organisationen"],
    ["Retoure", "Retouren"],
    ["Benachrichtigung", "Benachrichtigungen"],
    ["Seite", "Seiten"],
    ["Zahlung", "Zahlungen"],
    ["Sendung", "Sendungen"],
  ],
};

function nounForms(language: "en" | "de"): { singular: Set<string>; plural: Set<string> } {
  const singular = new Set<string>();
  const plural = new Set<string>();
  for (const [one, ...other] of NOUNS[language]) {
    if (other.includes(one)) continue; // same form: nothing to disagree with
    singular.add(one.toLowerCase());
    for (const form of other) plural.add(form.toLowerCase());
  }
  return { singular, plural };
}

const FORMS = { en: nounForms("en"), de: nounForms("de") };

export type Language = "en" | "de";

/** Why a line of screen text is wrong, or nothing. */
export function lineProblems(text: string, language: Language): string[] {
  const problems: string[] = [];
  // Addresses are data, not words.
  const line = text.replace(/\S+@\S+|\S+:\/\/\S+/g, " ");
  const tokens = line.split(/\s+/).map((token) => token.replace(/^[("'„“«[]+|[)"'“”»\]:;,.!?…]+$/g, ""));
  for (const token of tokens) {
    if (!token || token.startsWith("www.")) continue;
    if (/^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/.test(token)) problems.push(`stored name "${token}"`);
    const dotted = token.match(/^([a-z][a-zA-Z0-9]*)(?:\.[a-zA-Z][a-zA-Z0-9_]*)+$/);
    const tail = token.split(".").pop() ?? "";
    if (dotted && KEY_HEADS.has(dotted[1] as string) && !NOT_KEY_TAILS.has(tail.toLowerCase())) {
      problems.push(`translation key "${token}"`);
    }
    const namespaced = token.match(/^([a-z]+):[a-zA-Z]/);
    if (namespaced && NAMESPACES.includes(namespaced[1] as string)) problems.push(`translation key "${token}"`);
  }
  for (const machine of line.match(/\b(?:undefined|null|NaN|Invalid Date)\b|\[object Object\]/g) ?? []) {
    problems.push(`machine value "${machine}"`);
  }
  // "not found.Try again": two sentences glued together (one element's text ending where the next begins).
  for (const glued of line.match(/[A-Za-zÄÖÜäöüß]*[a-zäöüß]{2}[.!?][A-ZÄÖÜ][a-zäöüß]+/g) ?? []) {
    problems.push(`sentences run together "${glued}"`);
  }
  const forms = FORMS[language];
  // A count is a number of its own ("3 items"), not part of an amount, a date or a code.
  for (const match of line.matchAll(/(?<![\d.,/:#€$£-])(\d+(?:[.,]\d+)*)[ \u00a0\u202f]+([A-Za-zÄÖÜäöüß]+)/g)) {
    const [, number, noun] = match as unknown as [string, string, string];
    const word = noun.toLowerCase();
    const one = /^1(?:[.,]0+)?$/.test(number);
    if (one && forms.plural.has(word)) problems.push(`count "${number} ${noun}" (plural noun for one)`);
    if (!one && forms.singular.has(word)) problems.push(`count "${number} ${noun}" (singular noun for ${number})`);
  }
  if (language === "de") {
    // Stored names and keys are reported as such above, not word by word.
    const prose = tokens.filter((token) => !/[_.]\w/.test(token)).join(" ");
    const english = (prose.match(/[A-Za-zÄÖÜäöüß]+/g) ?? []).filter((word) => ENGLISH_ONLY.has(word.toLowerCase()));
    if (english.length > 0) problems.push(`English on a German screen: ${english.join(", ")}`);
  }
  return problems;
}

/** A currency sign or code: what the money formatter writes into every amount ("€663.16", "663,16 €"). */
export const MONEY_TEXT = /[€$£¥]|\b[A-Z]{3}\b/;

/** Table headers that announce money (a column of figures under them must be money). */
export const MONEY_HEADERS =
  /^(total|price|unit price|amount|subtotal|net|gross|vat|revenue|outstanding|gesamt|summe|preis|stückpreis|einzelpreis|betrag|zwischensumme|netto|brutto|mwst\.?|umsatz|offen)$/i;
