import {
  checkItemRow,
  type ItemRow,
  isHeaderRow,
  type RowProblem,
  STOCK_ORDER_MAX_CSV_CHARS,
  STOCK_ORDER_MAX_ROWS,
  STOCK_ORDER_ROW_MESSAGES,
} from "@platform/domain";
import { CsvError, parse } from "csv-parse/sync";
import type { EntityManager } from "typeorm";
import { variantsBySku } from "./data-access/order-parties";

export type ResolvedItem = ItemRow & {
  line: number;
  variantId: string;
  productTitle: string;
  variantTitle: string;
};

export type CheckedItems = { items: ResolvedItem[]; problems: RowProblem[] };

/**
 * One separator per text, as spreadsheets write it: tab (pasted cells), else semicolon (German
 * CSV, where the comma is the decimal sign), else comma — read from the first line.
 */
export function delimiterOf(text: string): string {
  const first =
    text
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/, 20)
      .find((line) => line.trim()) ?? "";
  if (first.includes("\t")) return "\t";
  if (first.includes(";")) return ";";
  return ",";
}

/**
 * Pasted lines or a CSV file (sku, quantity, unit price; comma, semicolon or tab separated; an
 * optional header) → rows, or every bad row named with its line and reason. csv-parse reads
 * quotes, escaped quotes, a BOM and line breaks inside quoted cells the way spreadsheets write them.
 */
export function parseItemsCsv(text: string): { rows: Array<ItemRow & { line: number }>; problems: RowProblem[] } {
  if (text.length > STOCK_ORDER_MAX_CSV_CHARS) {
    return { rows: [], problems: [{ line: 1, reason: STOCK_ORDER_ROW_MESSAGES.tooManyRows }] };
  }
  let records: Array<{ record: string[]; info: { lines: number }; raw: string }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      raw: true,
      max_record_size: 4_000,
      // One more than allowed, to know there were too many without reading the rest.
      to: STOCK_ORDER_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines) || 1;
      return { rows: [], problems: [{ line, reason: STOCK_ORDER_ROW_MESSAGES.unreadable }] };
    }
    throw error;
  }
  if (records.length && isHeaderRow(records[0].record)) records = records.slice(1);
  const rows: Array<ItemRow & { line: number }> = [];
  const problems: RowProblem[] = [];
  for (const [index, { record, info, raw }] of records.entries()) {
    if (index >= STOCK_ORDER_MAX_ROWS) {
      problems.push({ line: info.lines, reason: STOCK_ORDER_ROW_MESSAGES.tooManyRows });
      break;
    }
    const checked = checkItemRow(ownSeparator(record, raw), info.lines);
    if ("problem" in checked) problems.push(checked.problem);
    else rows.push({ ...checked.item, line: info.lines });
  }
  return { rows, problems };
}

/**
 * A pasted line may use another separator than the first line (`MUG-BLK; 50; 1,90` among comma
 * lines): a record that is not three cells is read again with its own line's separator.
 */
function ownSeparator(record: string[], raw: string): string[] {
  if (record.length === 3) return record;
  const delimiter = delimiterOf(raw);
  try {
    const again = parse(raw, { delimiter, relax_column_count: true, max_record_size: 4_000 }) as string[][];
    return again.length === 1 && again[0]?.length === 3 ? again[0] : record;
  } catch {
    return record;
  }
}

/** The parsed rows' SKUs → platform variants; with a supplier, each product must be one it supplies. */
export async function resolveItems(
  manager: EntityManager,
  text: string,
  supplierId: string | null,
): Promise<CheckedItems> {
  const { rows, problems } = parseItemsCsv(text);
  const skus = [...new Set(rows.map((row) => row.sku))];
  const variants = await variantsBySku(manager, skus, supplierId);
  const bySku = new Map(variants.map((variant) => [variant.sku, variant]));
  const items: ResolvedItem[] = [];
  for (const row of rows) {
    const variant = bySku.get(row.sku);
    if (!variant) {
      problems.push({ line: row.line, reason: STOCK_ORDER_ROW_MESSAGES.skuUnknown, value: row.sku.slice(0, 40) });
    } else if (supplierId && !variant.supplied) {
      problems.push({ line: row.line, reason: STOCK_ORDER_ROW_MESSAGES.notSupplied, value: row.sku.slice(0, 40) });
    } else {
      items.push({
        ...row,
        variantId: variant.id,
        productTitle: variant.product_title,
        variantTitle: variant.variant_title,
      });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { items, problems };
}
