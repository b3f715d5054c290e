import type { Role } from "../organisations/enums";
import { CHAT_SUBJECT_TYPES, type ChatSubjectType } from "./enums";

/**
 * The chat tabs each role takes part in, the first one opening the Chats page: merchants start
 * chats about all their subjects and support reads them all; a supplier is addressed about orders
 * of its products, requests and packaging orders it produces; a service provider only about
 * bookings of its services.
 */
const CHAT_TABS: Partial<Record<Role, readonly ChatSubjectType[]>> = {
  customer: CHAT_SUBJECT_TYPES,
  support: CHAT_SUBJECT_TYPES,
  supplier: ["order", "product_request", "packaging_order"],
  service_provider: ["booking"],
};

export function chatTabsFor(role: Role | null): readonly ChatSubjectType[] {
  return (role && CHAT_TABS[role]) || [];
}

/**
 * Whether the claim-type filter applies: claims are the merchant's, decided by support; a supplier
 * or provider is never a party to them (the server ignores the filter for them too).
 */
export function chatClaimFilterApplies(role: Role | null): boolean {
  return role === "customer" || role === "support";
}
