import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { type Language, retourFiltersSchema } from "@platform/domain";
import { type CsvSeparator, csvLine, csvSeparator } from "../../../lib/csv";
import { platformTimeZone } from "../../../lib/dates";
import { translate } from "../../../lib/i18n";
import type { RetourService, RetourView, RetourViewer } from "../../../modules/retours";
import { memberRequest } from "../../member-request";

const COLUMNS = [
  "orderNumber",
  "shop",
  "organisation",
  "location",
  "gradeA",
  "gradeB",
  "gradeC",
  "returnedItems",
  "totalItems",
  "note",
  "createdAt",
  "invoiced",
  "invoiceStatus",
] as const;

function line(row: RetourView, locale: Language, zone: string, separator: CsvSeparator): string {
  const created = new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    dateStyle: "short",
    timeStyle: "short",
  }).format(row.createdAt);
  const items = row.items
    .map((item) => `${item.sku ?? item.title}: A ${item.gradeA} / B ${item.gradeB} / C ${item.gradeC}`)
    .join("; ");
  const cells = [
    row.order.number,
    row.shop?.name ?? null,
    row.organisation.name,
    row.location.name,
    row.gradeA,
    row.gradeB,
    row.gradeC,
    items,
    row.totalItems,
    row.note,
    created,
    translate(locale, row.invoiced ? "retours:csv.yes" : "retours:csv.no"),
    row.invoice?.status ? translate(locale, `invoices:status.${row.invoice.status}`) : null,
  ];
  return csvLine(cells, separator);
}

/**
 * GET /store/retour-export?<the Retour table's filters> — the caller's retours as CSV (a merchant's
 * own, support's all; the scope comes from the membership, never from the query).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await memberRequest(req, res, "retours");
  if (!caller) return;
  const { locale, membership, fail } = caller;

  const query = req.query as Record<string, string | undefined>;
  const parsed = retourFiltersSchema.safeParse({
    search: query.search || undefined,
    shopId: query.shopId || undefined,
    createdFrom: query.createdFrom || undefined,
    createdTo: query.createdTo || undefined,
  });
  if (!parsed.success) return fail(400, "common:errors.badRequest");
  const viewer: RetourViewer = {
    organisationId: membership.organisation.id,
    role: membership.role === "support" ? "support" : "customer",
  };
  const zone = platformTimeZone();
  const separator = csvSeparator(query.separator, locale);
  if (!separator) return fail(400, "common:errors.badRequest");
  const lines: string[] = [];
  try {
    for await (const row of req.scope.resolve<RetourService>("retourService").rows(viewer, parsed.data)) {
      lines.push(line(row, locale, zone, separator));
    }
  } catch (error) {
    console.error("[retours] export failed", error);
    return fail(500, "retours:errors.exportFailed");
  }
  const day = new Date().toISOString().slice(0, 10);
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="retours-${day}.csv"`);
  res.setHeader("Cache-Control", "private, no-store");
  const header = csvLine(
    COLUMNS.map((c) => translate(locale, `retours:csv.${c}`)),
    separator,
  );
  res.end(`\uFEFF${[header, ...lines].join("\r\n")}\r\n`);
}
