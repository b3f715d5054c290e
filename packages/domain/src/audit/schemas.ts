import { z } from "zod";
import { calendarDay, entityId } from "../shared/schemas";
import { AUDIT_SUBJECT_TYPES } from "./enums";

export { AUDIT_SUBJECT_TYPES, type AuditSubjectType } from "./enums";

/**
 * The audit log: every state change of every domain, written in the change's own transaction
 * (medusa-plugin/src/modules/audit/record-audit.ts). What changed is a subject (its type and id); what happened is
 * an action, translated in the `audit` namespace (`actions.<action>`, `subjects.<type>`).
 */
export const AUDIT_ACTIONS = [
  "organisation.created",
  "organisation.details_updated",
  "organisation.container_updated",
  "organisation.slack_updated",
  "organisation.disabled",
  "organisation.enabled",
  "organisation.approved",
  "organisation.declined",
  "organisation.margin_set",
  "organisation.location_priorities_set",
  "organisation.supplied_products_set",
  "member.added",
  "member.role_changed",
  "member.removed",
  "invitation.sent",
  "invitation.resent",
  "invitation.revoked",
  "invitation.accepted",
  "customer.settings_updated",
  "customer.password_changed",
  "shop.installed",
  "shop.connected",
  "shop.updated",
  "shop.needs_reauth",
  "shop.disconnected",
  "shop.redacted",
  "shop.customer_data_redacted",
  "order.created",
  "order.status_changed",
  "order.address_edited",
  "order.items_edited",
  "order.deleted",
  "order.shipped",
  "order.fulfilment_pushed",
  "order.fulfilment_push_failed",
  "order.fulfilment_push_retried",
  "order.location_changed",
  "order.linked",
  "order.stock_drawn",
  "claim.created",
  "claim.decided",
  "location.created",
  "location.updated",
  "stock.adjusted",
  "stock_order.created",
  "stock_order.confirmed",
  "stock_order.shipped",
  "stock_order.cancelled",
  "stock_order.received",
  "stock_order.invoiced",
  "stock_order.invoice_released",
  "packaging.created",
  "packaging.variant_default_set",
  "packaging_order.created",
  "packaging_order.status_changed",
  "packaging_order.producer_assigned",
  "packaging_order.files_added",
  "packaging_order.dimensions_overridden",
  "packaging_order.invoiced",
  "packaging_order.paid",
  "packaging_order.invoice_released",
  "product_link.linked",
  "product_link.unlinked",
  "product_request.created",
  "product_request.producer_assigned",
  "product_request.status_changed",
  "invoice.issued",
  "invoice.proof_uploaded",
  "invoice.payment_recorded",
  "invoice.payment_refunded",
  "invoice.dispute_lost",
  "invoice.refund_failed",
  "invoice.drift_applied",
  "invoice.drift_dismissed",
  "invoice.cancelled",
  "retour.created",
  "retour.invoiced",
  "retour.invoice_released",
  "booking.created",
  "booking.status_changed",
  "booking.invoiced",
  "booking.invoice_released",
  "service.created",
  "service.updated",
  "chat.status_changed",
  "api_key.created",
  "api_key.revoked",
  "api_key.called",
  "webhook_endpoint.created",
  "webhook_endpoint.paused",
  "webhook_endpoint.resumed",
  "webhook_endpoint.deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a signed-in person, the shop (Shopify's webhooks) or the platform itself (jobs, payment provider). */
export const AUDIT_ACTOR_KINDS = ["person", "shop", "system"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What the log writes instead of a secret's value (a token, a password hash, card data, a webhook URL). */
export const AUDIT_REDACTED = "[redacted]";

/** Subjects whose details screen shows their own history (`audit.forSubject`). */
export const AUDIT_HISTORY_SUBJECTS = ["invoice", "booking", "order", "packaging_order"] as const;
export type AuditHistorySubject = (typeof AUDIT_HISTORY_SUBJECTS)[number];

export const AUDIT_LIST_MAX_LIMIT = 100;

const isoDay = calendarDay();

/**
 * The audit log screen: filters by subject (type, id), organisation (support), a text (who, what,
 * which record) and calendar days in the platform's time zone (both inclusive); keyset pages,
 * newest first, so the millionth entry costs what the first does.
 */
export const auditListSchema = z.object({
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  subjectId: entityId.optional(),
  organisationId: entityId.optional(),
  search: z.string().trim().max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: z.string().max(200).optional(),
  direction: z.enum(["after", "before"]).default("after"),
  limit: z.number().int().min(1).max(AUDIT_LIST_MAX_LIMIT).default(25),
});
export type AuditListInput = z.infer<typeof auditListSchema>;

export const auditForSubjectSchema = z.object({
  subjectType: z.enum(AUDIT_HISTORY_SUBJECTS),
  subjectId: entityId,
});
export type AuditForSubjectInput = z.infer<typeof auditForSubjectSchema>;

/** The position of an entry in the log: its time as PostgreSQL's text (microseconds kept) and its id. */
export function encodeAuditCursor(cursor: { at: string; id: string }): string {
  return btoa(JSON.stringify([cursor.at, cursor.id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeAuditCursor(value: string): { at: string; id: string } | null {
  try {
    const parsed: unknown = JSON.parse(atob(value.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [at, id] = parsed as [unknown, unknown];
    if (typeof id !== "string" || id.length > 64 || typeof at !== "string") return null;
    return /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(at) ? { at, id } : null;
  } catch {
    return null;
  }
}
