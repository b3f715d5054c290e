// The audit log's subject types, apart from the schemas so the web app's URL check needs no zod.

export const AUDIT_SUBJECT_TYPES = [
  "organisation",
  "member",
  "invitation",
  "customer",
  "shop",
  "order",
  "claim",
  "location",
  "stock",
  "stock_order",
  "packaging",
  "packaging_order",
  "product_link",
  "product_request",
  "invoice",
  "retour",
  "booking",
  "service",
  "chat",
  "api_key",
  "webhook_endpoint",
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];
