import type { NotificationKind, NotificationParams } from "../notifications/enums";
import { AUDIT_FIELDS, type AuditFieldDescription } from "./fields";
import { type AuditChangeRow, type AuditRenderContext, renderAuditValue } from "./render";

/** A value of a notification's sentence: its name in the sentence (`{{total}}`). */
type SentenceValue =
  | "organisationName"
  | "reference"
  | "orderNumber"
  | "status"
  | "number"
  | "total"
  | "dueOn"
  | "product"
  | "locationName"
  | "available"
  | "target"
  | "serviceName"
  | "bookingDate";

const text = (label: string): AuditFieldDescription => ({ label, kind: "text" });
const quantity = (label: string): AuditFieldDescription => ({ label, kind: "quantity" });
const INVOICE = {
  number: AUDIT_FIELDS.invoice.number as AuditFieldDescription,
  // A notification stores its currency as `currencyCode`.
  total: { ...(AUDIT_FIELDS.invoice.total as AuditFieldDescription), currencyField: "currencyCode" },
  dueOn: AUDIT_FIELDS.invoice.due_on as AuditFieldDescription,
};

/**
 * The values each notification's sentence shows, by the field descriptions of the audit log and
 * the histories (the same labels, money through the formatter, enums by their translated labels),
 * so a claim's status reads in the bell as on the order's page.
 */
export const NOTIFICATION_FIELDS: Record<NotificationKind, Partial<Record<SentenceValue, AuditFieldDescription>>> = {
  chat_message: { organisationName: text("fields.organisation"), reference: text("fields.reference") },
  claim_decided: {
    orderNumber: AUDIT_FIELDS.order.name as AuditFieldDescription,
    status: AUDIT_FIELDS.claim.status as AuditFieldDescription,
  },
  invoice_issued: INVOICE,
  invoice_overdue: INVOICE,
  card_disputed: { ...INVOICE, organisationName: text("fields.organisation") },
  stock_below_hint: {
    product: text("fields.product"),
    locationName: text("fields.location"),
    available: quantity("fields.available"),
    target: quantity("fields.stock_hint"),
  },
  webhook_paused: { reference: text("fields.reference") },
  booking_changed: {
    serviceName: AUDIT_FIELDS.booking.service as AuditFieldDescription,
    bookingDate: AUDIT_FIELDS.booking.booking_date as AuditFieldDescription,
    status: AUDIT_FIELDS.booking.status as AuditFieldDescription,
  },
};

export type RenderedNotification = {
  title: string;
  /** The sentence with every value as people read it. */
  text: string;
  /** The sentence's values, field by field (label, kind, text), as the change rows show them. */
  values: Record<string, AuditChangeRow>;
  /** The sentence with some values replaced (a screen marks people's data in it). */
  sentence: (replace?: Partial<Record<string, string>>) => string;
};

/** The stored value behind each sentence value (the product is its title and variant). */
function rawValues(kind: NotificationKind, p: NotificationParams): Partial<Record<SentenceValue, unknown>> {
  switch (kind) {
    case "stock_below_hint":
      return { ...p, product: [p.productTitle, p.variantTitle].filter(Boolean).join(" · ") };
    default:
      return p;
  }
}

/** The sentence's key: a credit note reads otherwise than an invoice. */
function sentenceKey(kind: NotificationKind, p: NotificationParams): string {
  if (kind === "invoice_issued" && p.type === "credit") return "notifications:text.credit_issued";
  return `notifications:text.${kind}`;
}

/**
 * A notification's title and sentence in the UI language, its values through the audit renderer.
 * A value the notification lacks reads "—".
 */
export function renderNotification(
  item: { kind: NotificationKind; params: NotificationParams },
  context: AuditRenderContext,
): RenderedNotification {
  const { t } = context;
  const p = item.params ?? {};
  const raw = rawValues(item.kind, p);
  const record = p as Record<string, unknown>;
  const values: Record<string, AuditChangeRow> = {};
  for (const [name, field] of Object.entries(NOTIFICATION_FIELDS[item.kind]) as Array<
    [SentenceValue, AuditFieldDescription]
  >) {
    values[name] = {
      key: name,
      label: t(`audit:${field.label}`),
      literal: false,
      kind: field.kind,
      before: null,
      after: renderAuditValue(field, raw[name], record, context),
    };
  }
  const shown = Object.fromEntries(
    Object.entries(values).map(([name, row]) => [name, row.after?.state === "shown" ? row.after.text : "—"]),
  );
  const key = sentenceKey(item.kind, p);
  const count = item.kind === "chat_message" ? Number(p.count ?? 1) : undefined;
  const sentence = (replace: Partial<Record<string, string>> = {}) =>
    t(key, { ...shown, ...replace, ...(count === undefined ? {} : { count }) });
  return { title: t(`notifications:kind.${item.kind}`), text: sentence(), values, sentence };
}
