import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { type CsvSeparator, csvCell, csvLine, csvSeparator } from "./csv";

/** A cell a spreadsheet would read as a formula (OWASP's triggers). */
const startsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

/** Parses a file as a spreadsheet would, with the given separator (also the one it was not written with). */
function cellsOf(text: string, delimiter: CsvSeparator): string[] {
  const records = parse(text.replace(/^\uFEFF/, ""), {
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
  }) as string[][];
  return records.flat();
}

const HOSTILE = [
  "=1+1",
  "+1",
  "-1+1",
  "@SUM(A1)",
  "\t=1",
  "\r=1",
  "x;=1+1;y",
  "x,=2+2,y",
  "\n=1+1",
  "a\r\n=1+1",
  "a\n+1\n-1\n@x",
  "\r\r=1",
  'quote " and ; and , and\n=HYPERLINK("x")',
  "plain text",
];

describe("csvCell", () => {
  it("no cell of any parse, with either separator, starts a formula", () => {
    for (const written of [",", ";"] as const) {
      const file = `${HOSTILE.map((value) => csvLine([value, value], written)).join("\r\n")}\r\n`;
      for (const read of [",", ";"] as const) {
        const found = cellsOf(file, read).filter(startsFormula);
        expect(found, `written with ${written}, read with ${read}`).toEqual([]);
      }
    }
  });

  it("the file's own separator gives the values back, only a quote put before a trigger", () => {
    for (const separator of [",", ";"] as const) {
      const file = `${HOSTILE.map((value) => csvLine([value, "next"], separator)).join("\r\n")}\r\n`;
      const records = parse(file, { delimiter: separator }) as string[][];
      expect(records.map((record) => record[1])).toEqual(HOSTILE.map(() => "next"));
      expect(records.map((record) => (record[0] as string).replace(/'(?=[=+\-@\t\r])/g, ""))).toEqual(HOSTILE);
    }
  });

  it("leaves ordinary values alone", () => {
    expect(csvCell("Müller GmbH", ";")).toBe("Müller GmbH");
    expect(csvCell(12.5, ";")).toBe("12.5");
    expect(csvCell(null, ",")).toBe("");
  });
});

describe("csvSeparator", () => {
  it("is the user's choice, else `;` for German and `,` for English; anything else is refused", () => {
    expect(csvSeparator(undefined, "de")).toBe(";");
    expect(csvSeparator(undefined, "en")).toBe(",");
    expect(csvSeparator("comma", "de")).toBe(",");
    expect(csvSeparator("semicolon", "en")).toBe(";");
    expect(csvSeparator("tab", "en")).toBeNull();
  });
});
