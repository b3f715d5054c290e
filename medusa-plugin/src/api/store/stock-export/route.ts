import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { type Language, stocksExportSchema } from "@platform/domain";
import { type CsvSeparator, csvLine, csvSeparator } from "../../../lib/csv";
import { translate } from "../../../lib/i18n";
import type { StockOverviewService } from "../../../modules/stocks";
import { memberRequest } from "../../member-request";

const COLUMNS = [
  "product",
  "variant",
  "sku",
  "location",
  "onHand",
  "reserved",
  "available",
  "arriving",
  "expectedFrom",
  "expectedTo",
  "salesPerDay",
  "hintTarget",
  "belowHint",
  "propose",
] as const;

type StockRow = Awaited<ReturnType<StockOverviewService["rows"]>>["rows"][number];

function line(row: StockRow, locale: Language, separator: CsvSeparator): string {
  const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : null);
  const cells = [
    row.variant.productTitle,
    row.variant.title,
    row.variant.sku,
    row.location.name,
    row.onHand,
    row.reserved,
    row.available,
    row.arriving,
    day(row.expectedArrival?.earliest),
    day(row.expectedArrival?.latest),
    row.salesPerDay.toFixed(2),
    row.hint.target,
    translate(locale, row.hint.below ? "stocks:csv.yes" : "stocks:csv.no"),
    row.hint.proposedQuantity,
  ];
  return csvLine(cells, separator);
}

/** GET /store/stock-export?<the Stocks screen's filters> — the caller's stocks with the stock hint as CSV. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await memberRequest(req, res, "stocks");
  if (!caller) return;
  const { locale, membership, fail } = caller;

  const query = req.query as Record<string, string | undefined>;
  const parsed = stocksExportSchema.safeParse({
    locationId: query.locationId || undefined,
    search: query.search || undefined,
    belowHint: query.belowHint === undefined ? undefined : query.belowHint === "true",
  });
  if (!parsed.success) return fail(400, "common:errors.badRequest");
  let rows: StockRow[];
  try {
    rows = (
      await req.scope
        .resolve<StockOverviewService>("stockOverviewService")
        .rows(membership.organisation.id, parsed.data)
    ).rows;
  } catch (error) {
    console.error("[stocks] export failed", error);
    return fail(500, "stocks:errors.exportFailed");
  }
  const day = new Date().toISOString().slice(0, 10);
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="stocks-${day}.csv"`);
  res.setHeader("Cache-Control", "private, no-store");
  const separator = csvSeparator(query.separator, locale);
  if (!separator) return fail(400, "common:errors.badRequest");
  const header = csvLine(
    COLUMNS.map((c) => translate(locale, `stocks:csv.${c}`)),
    separator,
  );
  res.end(`\uFEFF${[header, ...rows.map((row) => line(row, locale, separator))].join("\r\n")}\r\n`);
}
