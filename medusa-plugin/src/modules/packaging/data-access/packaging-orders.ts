import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, raw, type Sql, sql, where } from "../../../lib/sql";
import type { PackagingViewer } from "./packaging";

// Packaging orders (packaging_order) and what ordering looks up: customer orders by number,
// locations, producers. The one place that reads or writes them.

/** What a new packaging order is written with (number, statuses and timestamps are the database's). */
export type NewPackagingOrder = {
  id: string;
  organisationId: string;
  kind: "stock" | "order_unique";
  locationId: string;
  packagingId: string;
  quantity: number;
  unitPrice: number;
  total: number;
  orderId: string | null;
  variantId: string | null;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** Dates counted by the database (`current_date + days`). */
  expectedArrivalFrom: Sql;
  expectedArrivalTo: Sql;
  createdBy: string;
};

const packagingOrderTable = defineTable<NewPackagingOrder>("packaging_order", {
  id: "id",
  organisationId: "organisation_id",
  kind: "kind",
  locationId: "location_id",
  packagingId: "packaging_id",
  quantity: "quantity",
  unitPrice: "unit_price",
  total: "total",
  orderId: "order_id",
  variantId: "variant_id",
  lengthMm: "length_mm",
  widthMm: "width_mm",
  heightMm: "height_mm",
  expectedArrivalFrom: "expected_arrival_from",
  expectedArrivalTo: "expected_arrival_to",
  createdBy: "created_by",
});

/** `current_date + days`, counted by the database. */
export const daysFromToday = (days: number): Sql => sql`current_date + ${days}::int`;

/** Writes the order; answers its number. */
export async function insertPackagingOrder(manager: EntityManager, order: NewPackagingOrder): Promise<number> {
  const [row] = await query<{ number: number }>(manager, sql`${packagingOrderTable.insert([order])} RETURNING number`);
  return row?.number as number;
}

/** A packaging order's row as stored, with the column names the audit log shows. */
export type PackagingOrderRow = Record<string, unknown> & {
  id: string;
  number: number;
  organisation_id: string;
  producer_organisation_id: string | null;
  status: string;
  location_id: string;
  packaging_id: string;
  quantity: number;
};

export async function findPackagingOrderRow(manager: EntityManager, id: string, lock = false) {
  return await queryOne<PackagingOrderRow>(
    manager,
    sql`SELECT * FROM packaging_order WHERE id = ${id} ${lock ? raw("FOR UPDATE") : raw("")}`,
  );
}

export async function updatePackagingOrderStatus(manager: EntityManager, id: string, status: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE packaging_order SET status = ${status}::varchar,
               arrived_at = CASE WHEN ${status}::varchar = 'arrived' THEN now() ELSE arrived_at END, updated_at = now()
         WHERE id = ${id}`,
  );
}

/** Answers whether the order was there. */
export async function updatePackagingOrderProducer(manager: EntityManager, id: string, producerId: string) {
  const rows = await query(
    manager,
    sql`UPDATE packaging_order SET producer_organisation_id = ${producerId}, updated_at = now() WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

export async function updatePackagingOrderDimensions(
  manager: EntityManager,
  id: string,
  dimensions: { lengthMm: number; widthMm: number; heightMm: number },
  by: string,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE packaging_order SET length_mm = ${dimensions.lengthMm}, width_mm = ${dimensions.widthMm},
               height_mm = ${dimensions.heightMm}, dimensions_overridden_by = ${by},
               dimensions_overridden_at = now(), updated_at = now()
         WHERE id = ${id}`,
  );
}

// ── The screens' rows ───────────────────────────────────────────────────────────────────────────

/** Columns of a packaging order with the names its screens show. */
const SELECT = sql`
  SELECT po.*, 'PO-' || po.number AS display_number, org.name AS organisation_name, l.name AS location_name,
         prod.name AS producer_name, p.name AS packaging_name, p.size AS packaging_size, p.type AS packaging_type,
         pr.title AS product_title, v.sku AS variant_sku,
         coalesce(e.external_order_name, '#' || o.display_id) AS customer_order_number,
         to_char(po.expected_arrival_from, 'YYYY-MM-DD') AS arrival_from,
         to_char(po.expected_arrival_to, 'YYYY-MM-DD') AS arrival_to
    FROM packaging_order po
    JOIN organisation org ON org.id = po.organisation_id
    JOIN location l ON l.id = po.location_id
    JOIN packaging p ON p.id = po.packaging_id
    LEFT JOIN organisation prod ON prod.id = po.producer_organisation_id
    LEFT JOIN product_variant v ON v.id = po.variant_id
    LEFT JOIN product pr ON pr.id = v.product_id
    LEFT JOIN order_extension e ON e.order_id = po.order_id
    LEFT JOIN "order" o ON o.id = po.order_id`;

/** A row of SELECT (snake_case, as PostgreSQL names them). */
export type PackagingOrderScreenRow = Record<string, never>;

/** Who sees a packaging order: its merchant, its producer, support. */
function scope(viewer: PackagingViewer): Sql {
  if (viewer.role === "support") return sql`TRUE`;
  return viewer.role === "supplier"
    ? sql`po.producer_organisation_id = ${viewer.organisationId}`
    : sql`po.organisation_id = ${viewer.organisationId}`;
}

export async function listPackagingOrderRows(
  manager: EntityManager,
  viewer: PackagingViewer,
  filter: { status?: string; search?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: PackagingOrderScreenRow[]; total: number }> {
  const conditions = [scope(viewer)];
  if (filter.status) conditions.push(sql`po.status = ${filter.status}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(('po-' || po.number) LIKE ${pattern} OR po.number::text LIKE ${pattern} OR lower(p.name) LIKE ${pattern}
           OR lower(org.name) LIKE ${pattern})`,
    );
  }
  const [counted] = await query<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM packaging_order po JOIN packaging p ON p.id = po.packaging_id
          JOIN organisation org ON org.id = po.organisation_id ${where(conditions)}`,
  );
  const rows = await query<PackagingOrderScreenRow>(
    manager,
    sql`${SELECT} ${where(conditions)} ORDER BY po.created_at DESC, po.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

export async function findPackagingOrderScreenRow(manager: EntityManager, viewer: PackagingViewer, id: string) {
  return await queryOne<PackagingOrderScreenRow>(manager, sql`${SELECT} WHERE po.id = ${id} AND ${scope(viewer)}`);
}

/** Whether a member of the organisation may read the order's files: its merchant's or its producer's. */
export async function isPackagingOrderParty(manager: EntityManager, id: string, organisationId: string) {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM packaging_order
         WHERE id = ${id} AND ${organisationId} IN (organisation_id, coalesce(producer_organisation_id, ''))`,
  );
  return Boolean(row);
}

/** What a packaging order's chat shows. */
export async function findPackagingOrderChatRow(manager: EntityManager, id: string) {
  return await queryOne<{
    organisation_id: string;
    status: string;
    producer_organisation_id: string | null;
    number: string;
    title: string;
    shop_name: string | null;
  }>(
    manager,
    sql`SELECT po.organisation_id, po.status, po.producer_organisation_id, 'PO-' || po.number AS number,
               coalesce(pr.title, p.name) AS title, s.name AS shop_name
          FROM packaging_order po JOIN packaging p ON p.id = po.packaging_id
          LEFT JOIN product_variant v ON v.id = po.variant_id LEFT JOIN product pr ON pr.id = v.product_id
          LEFT JOIN order_extension e ON e.order_id = po.order_id LEFT JOIN shop s ON s.id = e.shop_id
         WHERE po.id = ${id}`,
  );
}

// ── What ordering looks up ──────────────────────────────────────────────────────────────────────

/** A location the merchant may stock: a platform warehouse or its own, active. */
export async function findStockableLocationId(manager: EntityManager, organisationId: string, locationId: string) {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM location WHERE id = ${locationId} AND status = 'active'
           AND (organisation_id IS NULL OR organisation_id = ${organisationId})`,
  );
  return row?.id;
}

/** The organisation's first active location (its own before the platform's). */
export async function firstStockableLocationId(manager: EntityManager, organisationId: string) {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM location WHERE status = 'active' AND (organisation_id IS NULL OR organisation_id = ${organisationId})
         ORDER BY organisation_id NULLS LAST, created_at LIMIT 1`,
  );
  return row?.id;
}

/** The organisation's customer order by its number ("#1001", "1001" or the shop's name for it), newest first. */
export async function findCustomerOrder(
  manager: EntityManager,
  organisationId: string,
  orderNumber: string,
  shopId: string | null,
) {
  const digits = orderNumber.replace(/^#/, "");
  return await queryOne<{ order_id: string; location_id: string | null; number: string }>(
    manager,
    sql`SELECT e.order_id, e.location_id, coalesce(e.external_order_name, '#' || o.display_id) AS number
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE e.organisation_id = ${organisationId} AND (${shopId}::varchar IS NULL OR e.shop_id = ${shopId})
           AND (lower(e.external_order_name) IN (lower(${orderNumber}::text), lower('#' || ${digits}::text)) OR
                (e.external_order_name IS NULL AND o.display_id::text = ${digits}::text))
         ORDER BY o.created_at DESC LIMIT 1`,
  );
}

const activeSupplier = sql`type = 'supplier' AND status = 'active' AND disabled_at IS NULL`;

/** An active supplier organisation (a producer support may assign). */
export async function isActiveSupplier(manager: EntityManager, organisationId: string) {
  return Boolean(
    await queryOne(manager, sql`SELECT id FROM organisation WHERE id = ${organisationId} AND ${activeSupplier}`),
  );
}

export async function listActiveSuppliers(manager: EntityManager) {
  return await query<{ id: string; name: string }>(
    manager,
    sql`SELECT id, name FROM organisation WHERE ${activeSupplier} ORDER BY name`,
  );
}
