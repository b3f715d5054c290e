import type { OrderEventType } from "../orders/enums";
import { AUDIT_FIELDS, describeAuditField } from "./fields";
import { type AuditChangeRow, type AuditRenderContext, renderAuditChange, renderAuditValue } from "./render";
import type { AuditAction } from "./schemas";

/** An entry of an order's history (`order_event`) as the server lists it. */
export type OrderEventEntry = { type: OrderEventType; data: Record<string, unknown> };

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The before → after an order event carries, in the audit log's shape, so the order history and
 * the audit log read alike: a status change names its field, an items edit stores both sides
 * (`{ before, after }`), an address edit the new city and country, a refused push Shopify's reason.
 */
export function orderEventChange(
  entry: OrderEventEntry,
): { action: AuditAction; before: Record_ | null; after: Record_ | null } | null {
  const d = entry.data;
  switch (entry.type) {
    case "status_changed":
      return {
        action: "order.status_changed",
        before: { [String(d.field)]: d.from },
        after: { [String(d.field)]: d.to },
      };
    case "items_edited":
      // Entries before the items edit stored both sides knew only the number of lines.
      return isRecord(d.before) && isRecord(d.after)
        ? { action: "order.items_edited", before: d.before, after: d.after }
        : { action: "order.items_edited", before: null, after: { items: d.items } };
    case "changed_after_shipment":
      return isRecord(d.before) && isRecord(d.after)
        ? { action: "order.items_edited", before: d.before, after: d.after }
        : null;
    case "address_edited":
      return { action: "order.address_edited", before: null, after: { city: d.city, country_code: d.countryCode } };
    case "fulfilment_push_failed":
      return d.reason ? { action: "order.fulfilment_push_failed", before: null, after: { reason: d.reason } } : null;
    default:
      return null;
  }
}

const shownText = (value: ReturnType<typeof renderAuditValue>, context: AuditRenderContext) =>
  value.state === "shown" ? value.text : context.t(`audit:change.${value.state}`);

/**
 * One line of an order's history as people read it: a sentence in the UI language and, where the
 * event changed values, its rows through the audit renderer (money as money, enums by their
 * labels). Rows whose two sides read the same are left out.
 */
export function renderOrderEvent(
  entry: OrderEventEntry,
  context: AuditRenderContext,
): { text: string; rows: AuditChangeRow[] } {
  const { t } = context;
  const d = entry.data;
  const status = (field: string, raw: unknown) =>
    shownText(
      renderAuditValue(describeAuditField("order", "order.status_changed", field), raw, null, context),
      context,
    );
  const claim = (key: "type" | "status", raw: unknown) =>
    shownText(renderAuditValue(AUDIT_FIELDS.claim[key] ?? null, raw, null, context), context);
  let text: string;
  switch (entry.type) {
    case "status_changed": {
      const field = String(d.field);
      text = t(`orders:history.status_changed.${field}`, {
        from: status(field, d.from),
        to: status(field, d.to),
      });
      break;
    }
    case "shipped":
      text = t("orders:history.shipped", {
        count: Number(d.quantity ?? 0),
        tracking: Array.isArray(d.trackingNumbers) ? d.trackingNumbers.join(", ") : "",
      });
      break;
    case "claim_created":
      text = t("orders:history.claim_created", { type: claim("type", d.claimType) });
      break;
    case "claim_decided":
      text = t("orders:history.claim_decided", {
        type: claim("type", d.claimType),
        status: claim("status", d.status),
      });
      break;
    case "created":
      text =
        d.source === "manual"
          ? t("orders:history.created_manual")
          : t("orders:history.created_shop", { shop: String(d.shop ?? "") });
      break;
    default:
      text = t(`orders:history.${entry.type}`);
  }
  const change = entry.type === "status_changed" ? null : orderEventChange(entry);
  const rows = change
    ? renderAuditChange({ subjectType: "order", ...change }, context).filter(
        (row) => !row.before || !row.after || JSON.stringify(row.before) !== JSON.stringify(row.after),
      )
    : [];
  return { text, rows };
}
