import { type AccessName, mayAccess } from "../organisations/access";
import type { MemberRole, Role } from "../organisations/enums";
import { AUDIT_SUBJECT_TYPES, type AuditSubjectType } from "./schemas";

/**
 * Which screens show each kind of record (the access table's names): a role sees a subject type
 * in its audit log's filter when it may use one of them. Support sees every type.
 */
const SEEN_THROUGH: Record<AuditSubjectType, readonly AccessName[]> = {
  organisation: ["organisation", "organisations"],
  member: ["organisation", "organisations"],
  invitation: ["organisation", "inviteOrganisation"],
  customer: ["settings"],
  shop: ["shops"],
  order: ["orders"],
  claim: ["orders", "claims"],
  location: ["locations"],
  stock: ["stocks"],
  stock_order: ["stockOrders"],
  packaging: ["packagingOverview"],
  packaging_order: ["packagingUi"],
  product_link: ["linkProducts"],
  product_request: ["productRequests"],
  invoice: ["invoices"],
  retour: ["retours"],
  booking: ["bookings"],
  service: ["services"],
  chat: ["chats"],
  api_key: ["apiKeys"],
  webhook_endpoint: ["webhooks"],
};

/**
 * The subject types a role's audit log offers and accepts as a filter, in the log's order. The
 * member role counts: API keys and webhook endpoints are the owners' and admins' screens.
 */
export function auditSubjectTypesFor(role: Role | null, memberRole?: MemberRole | null): AuditSubjectType[] {
  if (role === "support") return [...AUDIT_SUBJECT_TYPES];
  return AUDIT_SUBJECT_TYPES.filter((type) => SEEN_THROUGH[type].some((name) => mayAccess(name, role, memberRole)));
}
