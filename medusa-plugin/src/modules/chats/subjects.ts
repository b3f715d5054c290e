import type { ChatSubjectType } from "@platform/domain";
import { bookingSubject, orderSubject, orderSupplierIds, productRequestSubject } from "./data-access";
import type { ChatSubjectKind } from "./types";

const kinds = new Map<ChatSubjectType, ChatSubjectKind>();

/**
 * Subject kinds register here (through the module's index); the chat module never names a domain's
 * code. Orders, bookings and product requests register below; packaging orders register from
 * their own service.
 */
export function registerChatSubject(type: ChatSubjectType, kind: ChatSubjectKind): void {
  kinds.set(type, kind);
}

export function chatSubjectKind(type: ChatSubjectType): ChatSubjectKind | undefined {
  return kinds.get(type);
}

registerChatSubject("order", {
  async load(manager, orderId) {
    const row = await orderSubject(manager, orderId);
    if (!row) return null;
    return {
      organisationId: row.organisation_id,
      title: row.title ?? null,
      reference: row.order_number,
      orderNumber: row.order_number,
      shopName: row.shop_name ?? null,
      status: row.fulfillment_status ?? null,
      assignedOrganisationIds: await orderSupplierIds(manager, orderId),
    };
  },
});

registerChatSubject("booking", {
  async load(manager, bookingId) {
    const row = await bookingSubject(manager, bookingId);
    if (!row) return null;
    return {
      organisationId: row.organisation_id,
      title: row.name,
      reference: row.name,
      orderNumber: null,
      shopName: null,
      status: row.status,
      assignedOrganisationIds: [row.provider_organisation_id],
    };
  },
});

// A product request's chat: the merchant with the assigned producer (or support); the producer's
// hours apply (spec §9).
registerChatSubject("product_request", {
  async load(manager, requestId) {
    const row = await productRequestSubject(manager, requestId);
    if (!row) return null;
    return {
      organisationId: row.organisation_id,
      title: row.product_name,
      reference: null,
      orderNumber: null,
      shopName: row.shop_name ?? null,
      status: row.status,
      assignedOrganisationIds: row.producer_organisation_id ? [row.producer_organisation_id] : [],
    };
  },
});
