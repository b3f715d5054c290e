import { describe, expect, it } from "vitest";
import { delimiterOf, parseItemsCsv } from "./stock-order-items";

describe("parseItemsCsv", () => {
  it("reads German CSV (semicolons, decimal commas), quotes, a BOM and a header", () => {
    const { rows, problems } = parseItemsCsv('\uFEFFSKU;Menge;Preis\r\n"MUG-WHT";10;2,50\r\nTOTE-NAT;3;"1.234,50"\r\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { sku: "MUG-WHT", quantity: 10, unitPriceCents: 250, line: 2 },
      { sku: "TOTE-NAT", quantity: 3, unitPriceCents: 123450, line: 3 },
    ]);
  });

  it("reads pasted spreadsheet cells (tabs) and English CSV", () => {
    expect(parseItemsCsv("MUG-WHT\t2\t1.5").rows).toEqual([
      { sku: "MUG-WHT", quantity: 2, unitPriceCents: 150, line: 1 },
    ]);
    expect(parseItemsCsv('MUG-WHT,2,"1,5"').rows).toEqual([
      { sku: "MUG-WHT", quantity: 2, unitPriceCents: 150, line: 1 },
    ]);
    expect(delimiterOf("\n\na;b,c")).toBe(";");
  });

  it("reads a pasted line with its own separator among lines of another", () => {
    const { rows, problems } = parseItemsCsv("MUG-WHT,10,2.50\nMUG-BLK; 50; 1,90\nTOTE-NAT\t3\t4,5\n");
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { sku: "MUG-WHT", quantity: 10, unitPriceCents: 250, line: 1 },
      { sku: "MUG-BLK", quantity: 50, unitPriceCents: 190, line: 2 },
      { sku: "TOTE-NAT", quantity: 3, unitPriceCents: 450, line: 3 },
    ]);
  });

  it("names the line where the text stops being CSV", () => {
    const { rows, problems } = parseItemsCsv('A,1,1\nB,2,2\n"C,3,3\n');
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.reason).toBe("stockOrders:rows.unreadable");
    expect(problems[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it("stops after 500 rows", () => {
    const text = Array.from({ length: 520 }, (_, i) => `SKU-${i},1,1`).join("\n");
    const { rows, problems } = parseItemsCsv(text);
    expect(rows).toHaveLength(500);
    expect(problems).toEqual([{ line: 501, reason: "stockOrders:rows.tooManyRows" }]);
  });
});
