import type { ChatSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";

/** What the chat module needs to know about a subject, whatever its kind. */
export type ChatSubjectContext = {
  /** The merchant organisation the subject belongs to. */
  organisationId: string;
  /** The product name (spec §3). */
  title: string | null;
  /** The number users search by (the order number). */
  reference: string | null;
  orderNumber: string | null;
  shopName: string | null;
  /** The subject's own status as its domain names it (e.g. the order's fulfilment status). */
  status: string | null;
  /** The supplier or producer organisations assigned to the subject: the ones a merchant may address. */
  assignedOrganisationIds: string[];
};

export type ChatSubjectKind = {
  load(manager: EntityManager, subjectId: string): Promise<ChatSubjectContext | null>;
};

const kinds = new Map<ChatSubjectType, ChatSubjectKind>();

/**
 * Subject kinds register here; the chat module never names a domain. Orders register below;
 * product requests and packaging orders add theirs when those domains land.
 */
export function registerChatSubject(type: ChatSubjectType, kind: ChatSubjectKind): void {
  kinds.set(type, kind);
}

export function chatSubjectKind(type: ChatSubjectType): ChatSubjectKind | undefined {
  return kinds.get(type);
}

registerChatSubject("order", {
  async load(manager, orderId) {
    const [row] = await manager.query(
      `SELECT e.organisation_id, coalesce(e.external_order_name, '#' || o.display_id) AS order_number,
              s.name AS shop_name, o.fulfillment_status,
              (SELECT li.title FROM line_item li WHERE li.order_id = o.id ORDER BY li.created_at, li.id LIMIT 1) AS title
         FROM order_extension e
         JOIN "order" o ON o.id = e.order_id
         LEFT JOIN shop s ON s.id = e.shop_id
        WHERE e.order_id = $1`,
      [orderId],
    );
    if (!row) return null;
    // The suppliers of the order's products (items linked to a platform variant).
    const suppliers: Array<{ organisation_id: string }> = await manager.query(
      `SELECT DISTINCT ps.organisation_id
         FROM line_item li
         JOIN product_variant v ON v.id = li.variant_id
         JOIN product_supplier ps ON ps.product_id = v.product_id
        WHERE li.order_id = $1`,
      [orderId],
    );
    return {
      organisationId: row.organisation_id,
      title: row.title ?? null,
      reference: row.order_number,
      orderNumber: row.order_number,
      shopName: row.shop_name ?? null,
      status: row.fulfillment_status ?? null,
      assignedOrganisationIds: suppliers.map((supplier) => supplier.organisation_id),
    };
  },
});

registerChatSubject("booking", {
  async load(manager, bookingId) {
    const [row] = await manager.query(
      `SELECT b.organisation_id, b.provider_organisation_id, b.status, s.name
         FROM booking b JOIN service s ON s.id = b.service_id WHERE b.id = $1`,
      [bookingId],
    );
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
    const [row] = await manager.query(
      `SELECT r.organisation_id, r.product_name, r.status, r.producer_organisation_id, s.name AS shop_name
         FROM product_request r JOIN shop s ON s.id = r.shop_id
        WHERE r.id = $1`,
      [requestId],
    );
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
