import { ORDER_MESSAGES, type ShipmentMethod } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { selectOrderDetail, selectOrderItems, selectShipments } from "./data-access/order-list";
import { toOrderRow } from "./list-orders";
import type { OrderDetail } from "./types";

/** The whole order for its detail page, with what may be done with it now; `organisationId` null is support. */
export async function getOrder(
  manager: EntityManager,
  organisationId: string | null,
  orderId: string,
): Promise<OrderDetail> {
  const row = await selectOrderDetail(manager, organisationId, orderId);
  if (!row) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
  const items = await selectOrderItems(manager, orderId);
  const shipments = await selectShipments(manager, orderId);
  const titleOf = new Map(items.map((i) => [i.id, i.title]));
  const base = toOrderRow(row);
  const shipped = shipments.length > 0 || !["not_fulfilled"].includes(base.fulfillmentStatus);
  const cancelled = base.status === "canceled" || base.fulfillmentStatus === "canceled";
  const manual = !row.external_order_id;
  const withheld =
    !manual &&
    (!row.email || String(row.email).startsWith("no-email@")) &&
    !base.customerName &&
    !row.address_1 &&
    !row.last_name;
  const editBlockedReason = cancelled ? ORDER_MESSAGES.notEditable : shipped ? ORDER_MESSAGES.notEditable : null;
  const itemsBlockedReason = editBlockedReason ?? (manual ? null : ORDER_MESSAGES.shopOrderItems);
  const deleteBlockedReason =
    shipments.length > 0 || !["not_fulfilled", "canceled"].includes(base.fulfillmentStatus)
      ? ORDER_MESSAGES.notDeletable
      : row.claims > 0
        ? "orders:errors.hasClaims"
        : null;
  const openQuantity = items.reduce((sum, i) => sum + Math.max(0, i.quantity - i.shipped_quantity), 0);
  return {
    ...base,
    organisationId: row.organisation_id,
    source: manual ? "manual" : "shopify",
    email: withheld ? null : row.email,
    customerDataWithheld: withheld,
    discountTotal: row.discount_total,
    // As the shop charged it: gross lines and subtotal with the tax included, or net with it added.
    taxesIncluded: Boolean(row.taxes_included),
    shippingAddress:
      row.address_1 || row.last_name || row.city
        ? {
            firstName: row.first_name,
            lastName: row.last_name,
            company: row.company,
            address1: row.address_1,
            address2: row.address_2,
            city: row.city,
            postalCode: row.postal_code,
            province: row.province,
            countryCode: (row.country_code ?? null)?.toUpperCase() ?? null,
            phone: row.phone,
          }
        : null,
    items: items.map((i) => {
      const metadata = i.metadata ?? {};
      return {
        id: i.id,
        title: i.title,
        variantName: (metadata.variant_name as string | undefined) ?? (i.description || null),
        variantId: i.variant_id,
        sku: (metadata.sku as string | null | undefined) ?? null,
        gtin: (metadata.gtin as string | null | undefined) ?? null,
        quantity: i.quantity,
        shippedQuantity: i.shipped_quantity,
        ...lineMoney(i, Boolean(row.taxes_included)),
        needsLinking: !i.variant_id,
      };
    }),
    shipments: shipments.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      locationId: s.location_id,
      items: s.items.map((item) => ({ ...item, title: titleOf.get(item.lineItemId) ?? "" })),
      trackingNumbers: s.tracking_numbers,
      trackingUrls: s.tracking_urls,
      shipmentMethod: (s.shipment_method as ShipmentMethod | null) ?? null,
      carrier: s.carrier,
      pushStatus: s.push_status,
      pushError:
        s.push_status === "failed"
          ? s.push_error_kind === "rejected"
            ? { kind: "rejected" as const, message: s.push_error }
            : { kind: "unreachable" as const, message: null }
          : null,
      // Waiting for Shopify: a fulfilment order on hold (Shopify's reason) or scheduled (its date).
      pushWaiting:
        s.push_status === "pending" && (s.push_error_kind === "on_hold" || s.push_error_kind === "scheduled")
          ? { kind: s.push_error_kind as "on_hold" | "scheduled", detail: s.push_error ?? "" }
          : null,
    })),
    // Shipped: what the last shipment was sent with; before: the shop's method it will ship with.
    shipmentMethod:
      ((shipments.length
        ? shipments[shipments.length - 1]?.shipment_method
        : row.shipment_method) as ShipmentMethod | null) ?? null,
    rules: {
      canEditAddress: editBlockedReason === null,
      canEditItems: itemsBlockedReason === null,
      canShip: !cancelled && openQuantity > 0,
      canDelete: deleteBlockedReason === null,
      editBlockedReason,
      itemsBlockedReason,
      deleteBlockedReason,
    },
  };
}

/**
 * A line's unit price and total as the shop charged them (metadata.charged: the exact net and
 * tax of the whole line), in the order's convention, so the lines add up to the subtotal; a line
 * without it (stored before) shows Medusa's net unit price.
 */
function lineMoney(
  item: { unit_price: number | string; quantity: number; metadata: Record<string, unknown> | null },
  taxesIncluded: boolean,
): { unitPrice: number; lineTotal: number } {
  const charged = item.metadata?.charged as { net?: number; tax?: number } | undefined;
  const quantity = Math.max(1, Number(item.quantity));
  if (charged && Number.isFinite(charged.net) && Number.isFinite(charged.tax)) {
    const lineTotal = (charged.net as number) + (taxesIncluded ? (charged.tax as number) : 0);
    return { unitPrice: Math.round(lineTotal / quantity), lineTotal };
  }
  return { unitPrice: Number(item.unit_price), lineTotal: Number(item.unit_price) * Number(item.quantity) };
}
