import type { Language } from "@platform/domain";

/** The separators an export can be written with; German spreadsheets split on `;`. */
export type CsvSeparator = "," | ";";

/**
 * `?separator=comma|semicolon` when the user picked one, otherwise what the language implies;
 * null for any other value (the route answers 400).
 */
export function csvSeparator(choice: unknown, locale: Language): CsvSeparator | null {
  if (choice === "comma") return ",";
  if (choice === "semicolon") return ";";
  if (choice === undefined || choice === "") return locale === "de" ? ";" : ",";
  return null;
}

// What makes a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @ and a tab or
// carriage return before them.
const TRIGGER = /[=+\-@\t\r]/;

/**
 * One CSV cell, never a formula in any spreadsheet: a quote is put before a trigger at the start,
 * after every line break (a program that ignores the quoting starts a row there) and after both
 * separators (a file opened with the other one splits there); the cell is quoted whenever it holds
 * a separator, a quote, a tab or a line break.
 */
export function csvCell(value: string | number | null, separator: CsvSeparator = ","): string {
  const text = value === null ? "" : String(value);
  const safe = text.replace(/(^|[\r\n,;])([=+\-@\t\r])/g, (_match, before: string, trigger: string) =>
    TRIGGER.test(trigger) ? `${before}'${trigger}` : `${before}${trigger}`,
  );
  return /[",;\t\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells (without its line break). */
export function csvLine(values: (string | number | null)[], separator: CsvSeparator): string {
  return values.map((value) => csvCell(value, separator)).join(separator);
}
