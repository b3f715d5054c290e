import {
  decodeOrderCursor,
  encodeOrderCursor,
  ORDER_MESSAGES,
  type OrderFilters,
  type OrderListInput,
  type ShipmentMethod,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../lib/dates";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";
import { OrderExtension } from "../models/order-extension";
import { OrderShipment, type ShipmentItem } from "../models/order-shipment";
import type LocationStockService from "./location-stock";
import type ManualOrderService from "./manual-order";
import type OrderEditService from "./order-edit";
import type OrderHistoryService from "./order-history";
import type OrderRoutingService from "./order-routing";
import type OrderShippingService from "./order-shipping";
import type PackagingStockService from "./packaging-stock";
import type ShopService from "./shop";
import type ShopifyClientService from "./shopify-client";

export type OrderRow = {
  id: string;
  displayId: number;
  number: string;
  createdAt: Date;
  customerName: string | null;
  paymentStatus: string;
  fulfillmentStatus: string;
  status: string;
  currencyCode: string;
  subtotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  shop: { id: string; name: string; domain: string } | null;
  locationId: string | null;
  locationName: string | null;
  invoiced: boolean;
  needsLinking: boolean;
  trackingNumbers: string[];
  trackingUrls: string[];
};

export type OrderAddress = {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  province: string | null;
  countryCode: string | null;
  phone: string | null;
};

export type OrderDetail = OrderRow & {
  organisationId: string;
  source: "shopify" | "manual";
  email: string | null;
  discountTotal: number;
  shippingAddress: OrderAddress | null;
  items: Array<{
    id: string;
    title: string;
    variantName: string | null;
    variantId: string | null;
    sku: string | null;
    gtin: string | null;
    quantity: number;
    shippedQuantity: number;
    unitPrice: number;
    needsLinking: boolean;
  }>;
  shipments: Array<{
    id: string;
    createdAt: Date;
    locationId: string | null;
    items: Array<ShipmentItem & { title: string }>;
    trackingNumbers: string[];
    trackingUrls: string[];
    pushStatus: string | null;
  }>;
  shipmentMethod: ShipmentMethod | null;
  /** What the member may do now, and why not (translation keys). */
  rules: {
    canEditAddress: boolean;
    canEditItems: boolean;
    canShip: boolean;
    canDelete: boolean;
    editBlockedReason: string | null;
    deleteBlockedReason: string | null;
  };
};

export type InjectedDependencies = {
  manager: EntityManager;
  shopService: ShopService;
  shopifyClientService: ShopifyClientService;
  orderHistoryService: OrderHistoryService;
  manualOrderService: ManualOrderService;
  orderEditService: OrderEditService;
  orderShippingService: OrderShippingService;
  locationStockService: LocationStockService;
  orderRoutingService: OrderRoutingService;
  packagingStockService: PackagingStockService;
  eventBusModuleService: { emit(events: Array<{ eventName: string; data: unknown }>): Promise<void> };
};

/** The columns every order row and its CSV line are made of. */
const ROW_SELECT = `o.id, o.display_id, o.status, o.payment_status, o.fulfillment_status, e.created_at,
  e.created_at::text AS created_at_text, e.customer_name, e.currency_code, e.subtotal, e.shipping_total, e.tax_total,
  e.discount_total, e.total, e.needs_linking, e.external_order_name, e.tracking_numbers, e.tracking_urls,
  e.location_id, loc.name AS location_name, e.invoiced, s.id AS shop_id, s.name AS shop_name, s.domain AS shop_domain`;

function toRow(r: Record<string, unknown>): OrderRow {
  return {
    id: r.id as string,
    displayId: r.display_id as number,
    number: (r.external_order_name as string | null) ?? `#${r.display_id}`,
    createdAt: r.created_at as Date,
    customerName: r.customer_name as string | null,
    paymentStatus: r.payment_status as string,
    fulfillmentStatus: r.fulfillment_status as string,
    status: r.status as string,
    currencyCode: r.currency_code as string,
    subtotal: r.subtotal as number,
    shippingTotal: r.shipping_total as number,
    taxTotal: r.tax_total as number,
    total: r.total as number,
    shop: r.shop_id ? { id: r.shop_id as string, name: r.shop_name as string, domain: r.shop_domain as string } : null,
    locationId: r.location_id as string | null,
    locationName: r.location_name as string | null,
    invoiced: r.invoiced as boolean,
    needsLinking: r.needs_linking as boolean,
    trackingNumbers: r.tracking_numbers as string[],
    trackingUrls: r.tracking_urls as string[],
  };
}

/** WHERE clause and parameters of the list's filters, always within one organisation. */
function filterSql(organisationId: string, filters: OrderFilters) {
  const params: unknown[] = [organisationId];
  const where = ["e.organisation_id = $1"];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filters.shopId) add((n) => `e.shop_id = $${n}`, filters.shopId);
  if (filters.locationId) add((n) => `e.location_id = $${n}`, filters.locationId);
  // Mirrored from Medusa's order by triggers and indexed per organisation (migration 1764500000000).
  if (filters.paymentStatus) add((n) => `e.payment_status = $${n}`, filters.paymentStatus);
  if (filters.fulfillmentStatus) add((n) => `e.fulfillment_status = $${n}`, filters.fulfillmentStatus);
  if (filters.needsLinking !== undefined) add((n) => `e.needs_linking = $${n}`, filters.needsLinking);
  // The dashboard's figures (partial indexes of migration 1766200000000).
  if (filters.withoutLocation) where.push("e.location_id IS NULL");
  if (filters.openClaim) {
    where.push("EXISTS (SELECT 1 FROM claim cl WHERE cl.order_id = e.order_id AND cl.status = 'pending')");
  }
  // Calendar days in the platform's time zone, both inclusive.
  const zone = platformTimeZone();
  if (filters.createdFrom)
    add((n) => `e.created_at >= ($${n}::date::timestamp AT TIME ZONE '${zone}')`, filters.createdFrom);
  if (filters.createdTo) {
    add((n) => `e.created_at < (($${n}::date + 1)::timestamp AT TIME ZONE '${zone}')`, filters.createdTo);
  }
  if (filters.search) {
    const text = filters.search.toLowerCase();
    const digits = text.replace(/^#/, "");
    params.push(containsPattern(text));
    const like = params.length;
    // "#1001", "1001" and "Müller" all find what a merchant means; a number also matches our own.
    let byNumber = "";
    if (/^\d{1,9}$/.test(digits)) {
      params.push(Number(digits));
      // A subquery, so the join does not force a walk over every order of the organisation.
      byNumber = ` OR e.order_id IN (SELECT id FROM "order" WHERE display_id = $${params.length})`;
    }
    params.push(containsPattern(digits));
    where.push(
      `(lower(coalesce(e.external_order_name, '')) LIKE $${params.length} OR lower(coalesce(e.customer_name, '')) LIKE $${like}${byNumber})`,
    );
  }
  return { where, params };
}

const SORT_COLUMN = { created: "e.created_at", total: "e.total" } as const;

/** Our view of Medusa orders: per organisation, edited, shipped (all or some items) and pushed to the shop. */

/** The organisation's order extension, locked for the rest of the transaction; NOT_FOUND for anyone else's order. */
export async function lockOwnedOrder(
  manager: EntityManager,
  organisationId: string,
  orderId: string,
): Promise<OrderExtension> {
  const found = await manager.getRepository(OrderExtension).findOne({
    where: { order_id: orderId, organisation_id: organisationId },
    lock: { mode: "pessimistic_write" },
  });
  if (!found) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
  return found;
}

/** Our view of Medusa orders: per organisation, edited, shipped (all or some items) and pushed to the shop. */
export default class PlatformOrderService extends PlatformService<InjectedDependencies> {
  /**
   * One page of the organisation's orders by keyset: (sort value, order id) after or before the
   * cursor, straight from an index, without counting — as fast on page 5,000 as on page 1.
   */
  async list(
    organisationId: string,
    input: OrderListInput,
  ): Promise<{ items: OrderRow[]; nextCursor: string | null; prevCursor: string | null }> {
    const { where, params } = filterSql(organisationId, input);
    const [key, order] = input.sort.split("_") as ["created" | "total", "asc" | "desc"];
    const column = SORT_COLUMN[key];
    const backwards = input.direction === "before";
    // Walking backwards reads the index the other way round and reverses the page afterwards.
    const ascending = (order === "asc") !== backwards;
    if (input.cursor) {
      const cursor = decodeOrderCursor(input.cursor, input.sort);
      if (!cursor) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.cursorInvalid, "cursor");
      params.push(cursor.v, cursor.id);
      const cast = key === "created" ? "::timestamptz" : "::integer";
      where.push(`(${column}, e.order_id) ${ascending ? ">" : "<"} ($${params.length - 1}${cast}, $${params.length})`);
    }
    params.push(input.limit + 1);
    const direction = ascending ? "ASC" : "DESC";
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT ${ROW_SELECT}
         FROM order_extension e JOIN "order" o ON o.id = e.order_id
         LEFT JOIN shop s ON s.id = e.shop_id
         LEFT JOIN location loc ON loc.id = e.location_id
        WHERE ${where.join(" AND ")}
        ORDER BY ${column} ${direction}, e.order_id ${direction}
        LIMIT $${params.length}`,
      params,
    );
    const more = rows.length > input.limit;
    const page = rows.slice(0, input.limit);
    if (backwards) page.reverse();
    const cursorOf = (r: Record<string, unknown> | undefined) =>
      r
        ? encodeOrderCursor({
            v: key === "created" ? (r.created_at_text as string) : (r.total as number),
            id: r.id as string,
          })
        : null;
    // Forwards: a next page exists when one more row came back; a previous one whenever we came from a cursor.
    const hasNext = backwards ? Boolean(input.cursor) : more;
    const hasPrev = backwards ? more : Boolean(input.cursor);
    return {
      items: page.map(toRow),
      nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
      prevCursor: hasPrev ? cursorOf(page[0]) : null,
    };
  }

  /** Every order the filters select, in batches by keyset (the CSV export streams these). */
  async *exportRows(organisationId: string, filters: OrderFilters): AsyncGenerator<OrderRow[]> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.list(organisationId, { ...filters, cursor, direction: "after", limit: 100 });
      if (page.items.length) yield page.items;
      if (!page.nextCursor) return;
      cursor = page.nextCursor;
    }
  }

  /** The whole order for its detail page; `organisationId` null is support, who may read any. */
  async get(organisationId: string | null, orderId: string): Promise<OrderDetail> {
    const manager = this.activeManager_;
    const params: unknown[] = [orderId];
    if (organisationId) params.push(organisationId);
    const scope = organisationId ? "AND e.organisation_id = $2" : "";
    const [row]: Array<Record<string, unknown>> = await manager.query(
      `SELECT ${ROW_SELECT}, e.organisation_id, e.external_order_id, o.email, s.shipment_method,
              a.first_name, a.last_name, a.company, a.address_1, a.address_2, a.city, a.postal_code, a.province,
              a.country_code, a.phone,
              (SELECT count(*)::int FROM claim c WHERE c.order_id = o.id) AS claims
         FROM order_extension e JOIN "order" o ON o.id = e.order_id
         LEFT JOIN shop s ON s.id = e.shop_id
         LEFT JOIN location loc ON loc.id = e.location_id
         LEFT JOIN address a ON a.id = o.shipping_address_id
        WHERE e.order_id = $1 ${scope}`,
      params,
    );
    if (!row) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
    const items: Array<Record<string, unknown>> = await manager.query(
      `SELECT id, title, description, variant_id, quantity, coalesce(shipped_quantity, 0)::int AS shipped_quantity,
              unit_price, metadata
         FROM line_item WHERE order_id = $1
        ORDER BY created_at, (metadata->>'position')::int NULLS LAST, id`,
      [orderId],
    );
    const shipments = await manager
      .getRepository(OrderShipment)
      .find({ where: { order_id: orderId }, order: { created_at: "ASC", id: "ASC" } });
    const titleOf = new Map(items.map((i) => [i.id as string, i.title as string]));
    const base = toRow(row);
    const shipped = shipments.length > 0 || !["not_fulfilled"].includes(base.fulfillmentStatus);
    const cancelled = base.status === "canceled" || base.fulfillmentStatus === "canceled";
    const manual = !row.external_order_id;
    const editBlockedReason = cancelled ? ORDER_MESSAGES.notEditable : shipped ? ORDER_MESSAGES.notEditable : null;
    const deleteBlockedReason =
      shipments.length > 0 || !["not_fulfilled", "canceled"].includes(base.fulfillmentStatus)
        ? ORDER_MESSAGES.notDeletable
        : (row.claims as number) > 0
          ? "orders:errors.hasClaims"
          : null;
    const openQuantity = items.reduce(
      (sum, i) => sum + Math.max(0, (i.quantity as number) - (i.shipped_quantity as number)),
      0,
    );
    return {
      ...base,
      organisationId: row.organisation_id as string,
      source: manual ? "manual" : "shopify",
      email: row.email as string | null,
      discountTotal: row.discount_total as number,
      shippingAddress:
        row.address_1 || row.last_name || row.city
          ? {
              firstName: row.first_name as string | null,
              lastName: row.last_name as string | null,
              company: row.company as string | null,
              address1: row.address_1 as string | null,
              address2: row.address_2 as string | null,
              city: row.city as string | null,
              postalCode: row.postal_code as string | null,
              province: row.province as string | null,
              countryCode: ((row.country_code as string | null) ?? null)?.toUpperCase() ?? null,
              phone: row.phone as string | null,
            }
          : null,
      items: items.map((i) => {
        const metadata = (i.metadata ?? {}) as Record<string, unknown>;
        return {
          id: i.id as string,
          title: i.title as string,
          variantName: (metadata.variant_name as string | undefined) ?? ((i.description as string) || null),
          variantId: i.variant_id as string | null,
          sku: (metadata.sku as string | null | undefined) ?? null,
          gtin: (metadata.gtin as string | null | undefined) ?? null,
          quantity: i.quantity as number,
          shippedQuantity: i.shipped_quantity as number,
          unitPrice: Number(i.unit_price),
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
        pushStatus: s.push_status,
      })),
      shipmentMethod: (row.shipment_method as ShipmentMethod | null) ?? null,
      rules: {
        canEditAddress: editBlockedReason === null,
        canEditItems: editBlockedReason === null && manual,
        canShip: !cancelled && openQuantity > 0,
        canDelete: deleteBlockedReason === null,
        editBlockedReason,
        deleteBlockedReason,
      },
    };
  }
}
