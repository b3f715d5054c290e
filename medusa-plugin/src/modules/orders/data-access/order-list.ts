import type { OrderFilters } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../../../lib/dates";
import {
  type Columns,
  containsPattern,
  query,
  queryOne,
  raw,
  type Sql,
  sql,
  where,
  withinDays,
} from "../../../lib/sql";
import { OrderShipment } from "../../../models/order-shipment";

/** An order as the list reads it: Medusa's order, our extension, its shop and location. */
export type OrderListRecord = {
  id: string;
  display_id: number;
  status: string;
  payment_status: string;
  fulfillment_status: string;
  created_at: Date;
  /** created_at at full precision, for the keyset cursor. */
  created_at_text: string;
  customer_name: string | null;
  currency_code: string;
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  discount_total: number;
  total: number;
  needs_linking: boolean;
  external_order_name: string | null;
  tracking_numbers: string[];
  tracking_urls: string[];
  location_id: string | null;
  location_name: string | null;
  invoiced: boolean;
  shop_id: string | null;
  shop_name: string | null;
  shop_domain: string | null;
};

/** The list's columns and the detail's extra ones, with the address of the detail page. */
export type OrderDetailRecord = OrderListRecord & {
  organisation_id: string;
  external_order_id: string | null;
  taxes_included: boolean | null;
  email: string | null;
  shipment_method: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  postal_code: string | null;
  province: string | null;
  country_code: string | null;
  phone: string | null;
  claims: number;
};

export type OrderItemRecord = {
  id: string;
  title: string;
  description: string | null;
  variant_id: string | null;
  quantity: number;
  shipped_quantity: number;
  unit_price: number | string;
  metadata: Record<string, unknown> | null;
};

/** `expression AS "field", …` for every field of R: a field without its column does not compile. */
function selectOf<R>(columns: Columns<R>): Sql {
  return raw(
    Object.entries(columns)
      .map(([field, expression]) => `${expression} AS "${field}"`)
      .join(", "),
  );
}

/** The columns every order row and its CSV line are made of. */
const ROW_SELECT = selectOf<OrderListRecord>({
  id: "o.id",
  display_id: "o.display_id",
  status: "o.status",
  payment_status: "o.payment_status",
  fulfillment_status: "o.fulfillment_status",
  created_at: "e.created_at",
  created_at_text: "e.created_at::text",
  customer_name: "e.customer_name",
  currency_code: "e.currency_code",
  subtotal: "e.subtotal",
  shipping_total: "e.shipping_total",
  tax_total: "e.tax_total",
  discount_total: "e.discount_total",
  total: "e.total",
  needs_linking: "e.needs_linking",
  external_order_name: "e.external_order_name",
  tracking_numbers: "e.tracking_numbers",
  tracking_urls: "e.tracking_urls",
  location_id: "e.location_id",
  location_name: "loc.name",
  invoiced: "e.invoiced",
  shop_id: "s.id",
  shop_name: "s.name",
  shop_domain: "s.domain",
});

/** The detail's columns beside the row's: the order's email, the shop's shipment method, the address, the claims. */
const DETAIL_SELECT = selectOf<Omit<OrderDetailRecord, keyof OrderListRecord>>({
  organisation_id: "e.organisation_id",
  external_order_id: "e.external_order_id",
  taxes_included: "e.taxes_included",
  email: "o.email",
  shipment_method: "s.shipment_method",
  first_name: "a.first_name",
  last_name: "a.last_name",
  company: "a.company",
  address_1: "a.address_1",
  address_2: "a.address_2",
  city: "a.city",
  postal_code: "a.postal_code",
  province: "a.province",
  country_code: "a.country_code",
  phone: "a.phone",
  claims: "(SELECT count(*)::int FROM claim c WHERE c.order_id = o.id)",
});

const FROM = raw(`order_extension e JOIN "order" o ON o.id = e.order_id
         LEFT JOIN shop s ON s.id = e.shop_id
         LEFT JOIN location loc ON loc.id = e.location_id`);

const SORT_COLUMN = { created: raw("e.created_at"), total: raw("e.total") } as const;

/** The list's filters, always within one organisation. */
function filterConditions(organisationId: string, filters: OrderFilters): Sql[] {
  const conditions = [sql`e.organisation_id = ${organisationId}`];
  if (filters.shopId) conditions.push(sql`e.shop_id = ${filters.shopId}`);
  if (filters.locationId) conditions.push(sql`e.location_id = ${filters.locationId}`);
  // Mirrored from Medusa's order by triggers and indexed per organisation (migration 1764500000000).
  if (filters.paymentStatus) conditions.push(sql`e.payment_status = ${filters.paymentStatus}`);
  if (filters.fulfillmentStatus) conditions.push(sql`e.fulfillment_status = ${filters.fulfillmentStatus}`);
  if (filters.needsLinking !== undefined) conditions.push(sql`e.needs_linking = ${filters.needsLinking}`);
  // The dashboard's figures (partial indexes of migration 1766200000000).
  if (filters.withoutLocation) conditions.push(sql`e.location_id IS NULL`);
  if (filters.openClaim) {
    conditions.push(sql`EXISTS (SELECT 1 FROM claim cl WHERE cl.order_id = e.order_id AND cl.status = 'pending')`);
  }
  // Calendar days in the platform's time zone, both inclusive.
  conditions.push(
    ...withinDays(raw("e.created_at"), { from: filters.createdFrom, to: filters.createdTo }, platformTimeZone()),
  );
  if (filters.search) {
    const text = filters.search.toLowerCase();
    const digits = text.replace(/^#/, "");
    // "#1001", "1001" and "Müller" all find what a merchant means; a number also matches our own.
    // A subquery, so the join does not force a walk over every order of the organisation.
    const byNumber = /^\d{1,9}$/.test(digits)
      ? sql` OR e.order_id IN (SELECT id FROM "order" WHERE display_id = ${Number(digits)})`
      : sql``;
    conditions.push(
      sql`(lower(coalesce(e.external_order_name, '')) LIKE ${containsPattern(digits)} OR lower(coalesce(e.customer_name, '')) LIKE ${containsPattern(text)}${byNumber})`,
    );
  }
  return conditions;
}

/**
 * One keyset page: (sort value, order id) after the cursor in the given direction, straight from an
 * index, without counting. `limit` rows at most.
 */
export async function selectOrderPage(
  manager: EntityManager,
  organisationId: string,
  filters: OrderFilters,
  page: {
    key: keyof typeof SORT_COLUMN;
    ascending: boolean;
    cursor: { v: string | number; id: string } | null;
    limit: number;
  },
): Promise<OrderListRecord[]> {
  const conditions = filterConditions(organisationId, filters);
  const column = SORT_COLUMN[page.key];
  if (page.cursor) {
    const cast = raw(page.key === "created" ? "::timestamptz" : "::integer");
    conditions.push(
      sql`(${column}, e.order_id) ${raw(page.ascending ? ">" : "<")} (${page.cursor.v}${cast}, ${page.cursor.id})`,
    );
  }
  const direction = raw(page.ascending ? "ASC" : "DESC");
  return await query<OrderListRecord>(
    manager,
    sql`SELECT ${ROW_SELECT}
         FROM ${FROM}
        ${where(conditions)}
        ORDER BY ${column} ${direction}, e.order_id ${direction}
        LIMIT ${page.limit}`,
  );
}

/** The order with its address; `organisationId` null reads any organisation's (support). */
export async function selectOrderDetail(
  manager: EntityManager,
  organisationId: string | null,
  orderId: string,
): Promise<OrderDetailRecord | undefined> {
  const scope = organisationId ? sql`AND e.organisation_id = ${organisationId}` : sql``;
  return await queryOne<OrderDetailRecord>(
    manager,
    sql`SELECT ${ROW_SELECT}, ${DETAIL_SELECT}
         FROM ${FROM}
         LEFT JOIN address a ON a.id = o.shipping_address_id
        WHERE e.order_id = ${orderId} ${scope}`,
  );
}

/** The order's line items in the shop's order of lines. */
export async function selectOrderItems(manager: EntityManager, orderId: string): Promise<OrderItemRecord[]> {
  return await query<OrderItemRecord>(
    manager,
    sql`SELECT id, title, description, variant_id, quantity, coalesce(shipped_quantity, 0)::int AS shipped_quantity,
              unit_price, metadata
         FROM line_item WHERE order_id = ${orderId}
        ORDER BY created_at, (metadata->>'position')::int NULLS LAST, id`,
  );
}

export async function selectShipments(manager: EntityManager, orderId: string): Promise<OrderShipment[]> {
  return await manager
    .getRepository(OrderShipment)
    .find({ where: { order_id: orderId }, order: { created_at: "ASC", id: "ASC" } });
}
