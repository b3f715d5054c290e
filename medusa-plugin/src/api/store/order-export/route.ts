import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { type Language, orderFiltersSchema } from "@platform/domain";
import { type CsvSeparator, csvLine, csvSeparator } from "../../../lib/csv";
import { translate } from "../../../lib/i18n";
import { fractionDigits } from "../../../lib/shopify/orders";
import type { OrderRow, PlatformOrderService } from "../../../modules/orders";
import { memberRequest } from "../../member-request";

const COLUMNS = [
  "number",
  "date",
  "customer",
  "payment",
  "fulfilment",
  "shop",
  "location",
  "subtotal",
  "shipping",
  "tax",
  "total",
  "currency",
  "invoiced",
  "tracking",
] as const;

const amount = (minor: number, currency: string) => (minor / 10 ** fractionDigits(currency.toUpperCase())).toFixed(2);

function line(order: OrderRow, locale: Language, separator: CsvSeparator): string {
  const t = (key: string) => translate(locale, key);
  return csvLine(
    [
      order.number,
      order.createdAt.toISOString(),
      order.customerName,
      t(`orders:paymentStatus.${order.paymentStatus}`),
      t(`orders:fulfillmentStatus.${order.fulfillmentStatus}`),
      order.shop?.name ?? null,
      order.locationName,
      amount(order.subtotal, order.currencyCode),
      amount(order.shippingTotal, order.currencyCode),
      amount(order.taxTotal, order.currencyCode),
      amount(order.total, order.currencyCode),
      order.currencyCode.toUpperCase(),
      t(order.invoiced ? "orders:csv.yes" : "orders:csv.no"),
      order.trackingNumbers.join(" "),
    ],
    separator,
  );
}

/**
 * GET /store/order-export?<the list's filters> — the filtered orders of the caller's organisation
 * as CSV, streamed in keyset batches (no limit, constant memory). Bearer-authenticated members.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await memberRequest(req, res, "orders");
  if (!caller) return;
  const { locale, membership, fail } = caller;

  const query = req.query as Record<string, string | undefined>;
  const parsed = orderFiltersSchema.safeParse({
    ...query,
    needsLinking: query.needsLinking === undefined ? undefined : query.needsLinking === "true",
    withoutLocation: query.withoutLocation === "true" || undefined,
    openClaim: query.openClaim === "true" || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(400, issue?.message.includes(":") ? issue.message : "common:errors.badRequest");
  }

  const separator = csvSeparator(query.separator, locale);
  if (!separator) return fail(400, "common:errors.badRequest");
  const day = new Date().toISOString().slice(0, 10);
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="orders-${day}.csv"`);
  res.setHeader("Cache-Control", "private, no-store");
  // A byte-order mark, so spreadsheet programs read the umlauts as UTF-8.
  res.write(
    `\uFEFF${csvLine(
      COLUMNS.map((c) => translate(locale, `orders:csv.${c}`)),
      separator,
    )}\r\n`,
  );
  const orders = req.scope.resolve<PlatformOrderService>("platformOrderService");
  try {
    for await (const batch of orders.exportRows(membership.organisation.id, parsed.data)) {
      const ok = res.write(`${batch.map((order) => line(order, locale, separator)).join("\r\n")}\r\n`);
      if (!ok) await new Promise((resolve) => res.once("drain", resolve));
    }
  } catch (error) {
    console.error("[orders] export failed", error);
  }
  res.end();
}
