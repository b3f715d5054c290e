import type { CreatePackagingInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, type Sql, sql, where } from "../../../lib/sql";

// The packaging table (catalogue and custom packaging) and each variant's default packaging:
// the one place that reads or writes them. A field of PackagingRecord is a column here, in every
// select and every insert, or the plugin does not compile.

/** Who asks: support sees everything, a merchant the catalogue and its own, a producer its assigned orders. */
export type PackagingViewer = { organisationId: string; role: string };

/** A row of `packaging` as the code knows it (created_at/updated_at are the database's). */
export type PackagingRecord = {
  id: string;
  kind: "stock" | "custom";
  /** null: a catalogue (stock) packaging; otherwise that organisation's custom packaging. */
  organisationId: string | null;
  name: string;
  type: string;
  size: string;
  status: "active" | "inactive";
  /** EUR cents per piece. */
  price: number;
  currencyCode: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightG: number;
  moq: number;
  productionMinDays: number;
  productionMaxDays: number;
  customSize: boolean;
};

/**
 * What support fills in for a catalogue packaging, column for column: a field added to the schema
 * (createPackagingSchema) without its column in PackagingRecord does not compile here, instead of
 * being dropped on insert while the audit entry records it.
 */
export type PackagingFields = { [K in keyof CreatePackagingInput]: PackagingRecord[K] };

export type PackagingView = PackagingRecord & {
  /** The viewer's organisation's stock over all locations (support: everyone's). */
  inStock: number;
};

export const packagingTable = defineTable<PackagingRecord>("packaging", {
  id: "id",
  kind: "kind",
  organisationId: "organisation_id",
  name: "name",
  type: "type",
  size: "size",
  status: "status",
  price: "price",
  currencyCode: "currency_code",
  lengthMm: "length_mm",
  widthMm: "width_mm",
  heightMm: "height_mm",
  weightG: "weight_g",
  moq: "moq",
  productionMinDays: "production_min_days",
  productionMaxDays: "production_max_days",
  customSize: "custom_size",
});

export async function insertPackaging(manager: EntityManager, record: PackagingRecord): Promise<void> {
  await query(manager, packagingTable.insert([record]));
}

/** Stock packaging and the viewer's own custom packaging (support: all). */
function visible(viewer: PackagingViewer): Sql {
  return viewer.role === "support"
    ? sql`TRUE`
    : sql`(p.organisation_id IS NULL OR p.organisation_id = ${viewer.organisationId})`;
}

/** The packaging with the viewer's stock of it (support: everyone's). */
function selectWithStock(viewer: PackagingViewer): Sql {
  const organisationId = viewer.role === "support" ? null : viewer.organisationId;
  return sql`SELECT ${packagingTable.select("p")},
                    (SELECT coalesce(sum(s.on_hand), 0)::int FROM packaging_stock s
                      WHERE s.packaging_id = p.id
                        AND (${organisationId}::varchar IS NULL OR s.organisation_id = ${organisationId})) AS "inStock"
               FROM packaging p`;
}

const toView = (row: PackagingView): PackagingView => ({ ...row, inStock: Number(row.inStock ?? 0) });

export type PackagingFilter = { type?: string; kind?: string; status?: string; search?: string };

/** One page of the catalogue the viewer sees, and how many there are. */
export async function listPackaging(
  manager: EntityManager,
  viewer: PackagingViewer,
  filter: PackagingFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PackagingView[]; total: number }> {
  const conditions = [visible(viewer)];
  if (filter.type) conditions.push(sql`p.type = ${filter.type}`);
  if (filter.kind) conditions.push(sql`p.kind = ${filter.kind}`);
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(lower(p.name) LIKE ${pattern} OR lower(p.size) LIKE ${pattern})`);
  }
  const [counted] = await query<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM packaging p ${where(conditions)}`,
  );
  const rows = await query<PackagingView>(
    manager,
    sql`${selectWithStock(viewer)} ${where(conditions)}
        ORDER BY p.kind DESC, p.type, p.name, p.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows: rows.map(toView), total: counted?.total ?? 0 };
}

export async function findPackaging(
  manager: EntityManager,
  viewer: PackagingViewer,
  packagingId: string,
): Promise<PackagingView | undefined> {
  const row = await queryOne<PackagingView>(
    manager,
    sql`${selectWithStock(viewer)} ${where([visible(viewer), sql`p.id = ${packagingId}`])}`,
  );
  return row && toView(row);
}

/** A catalogue (stock) packaging, whatever its status. */
export async function findStockPackaging(manager: EntityManager, packagingId: string) {
  return await queryOne<PackagingRecord>(
    manager,
    sql`SELECT ${packagingTable.select("p")} FROM packaging p WHERE p.id = ${packagingId} AND p.kind = 'stock'`,
  );
}

/** An active packaging the organisation may use (the catalogue or its own). */
export async function findUsablePackagingId(manager: EntityManager, organisationId: string, packagingId: string) {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM packaging WHERE id = ${packagingId} AND status = 'active'
           AND (organisation_id IS NULL OR organisation_id = ${organisationId})`,
  );
  return row?.id;
}

/** Short names of packaging, by id (the stock overview's rows). */
export async function packagingNames(manager: EntityManager, ids: string[]) {
  return await query<{ id: string; name: string; size: string; type: string; kind: string }>(
    manager,
    sql`SELECT id, name, size, type, kind FROM packaging WHERE id = ANY(${ids})`,
  );
}

// ── Variants' default packaging (variant_packaging) ─────────────────────────────────────────────

/** A row of `variant_packaging`: an organisation's default packaging of a variant. */
type VariantPackagingRecord = { organisationId: string; variantId: string; packagingId: string };

const variantPackagingTable = defineTable<VariantPackagingRecord>("variant_packaging", {
  organisationId: "organisation_id",
  variantId: "variant_id",
  packagingId: "packaging_id",
});

export type VariantDefault = {
  variantId: string;
  sku: string | null;
  productTitle: string;
  variantTitle: string;
  packaging: { id: string; name: string; size: string };
};

export async function listVariantDefaults(manager: EntityManager, organisationId: string): Promise<VariantDefault[]> {
  const rows = await query<Record<string, string>>(
    manager,
    sql`SELECT vp.variant_id, v.sku, v.title AS variant_title, pr.title AS product_title, p.id AS packaging_id, p.name, p.size
          FROM variant_packaging vp
          JOIN product_variant v ON v.id = vp.variant_id JOIN product pr ON pr.id = v.product_id
          JOIN packaging p ON p.id = vp.packaging_id
         WHERE vp.organisation_id = ${organisationId} ORDER BY pr.title, v.title`,
  );
  return rows.map((row) => ({
    variantId: row.variant_id as string,
    sku: row.sku ?? null,
    productTitle: row.product_title as string,
    variantTitle: row.variant_title as string,
    packaging: { id: row.packaging_id as string, name: row.name as string, size: row.size as string },
  }));
}

/** The variant's default packaging in the organisation, or null. */
export async function findVariantDefault(manager: EntityManager, organisationId: string, variantId: string) {
  return (
    (await queryOne<{ id: string; name: string }>(
      manager,
      sql`SELECT p.id, p.name FROM variant_packaging vp JOIN packaging p ON p.id = vp.packaging_id
           WHERE vp.organisation_id = ${organisationId} AND vp.variant_id = ${variantId}`,
    )) ?? null
  );
}

export async function setVariantDefaultRow(
  manager: EntityManager,
  organisationId: string,
  variantId: string,
  packagingId: string,
): Promise<void> {
  await query(
    manager,
    sql`${variantPackagingTable.insert([{ organisationId, variantId, packagingId }])}
        ON CONFLICT (organisation_id, variant_id) DO UPDATE SET packaging_id = excluded.packaging_id, updated_at = now()`,
  );
}

export async function clearVariantDefault(manager: EntityManager, organisationId: string, variantId: string) {
  await query(
    manager,
    sql`DELETE FROM variant_packaging WHERE organisation_id = ${organisationId} AND variant_id = ${variantId}`,
  );
}

// ── Product variants as packaging sees them ──────────────────────────────────────────────────────

/** A variant that is not deleted, with how the audit log names it (its SKU, else its title). */
export async function findVariantLabel(manager: EntityManager, variantId: string) {
  return await queryOne<{ id: string; label: string }>(
    manager,
    sql`SELECT id, coalesce(sku, title) AS label FROM product_variant WHERE id = ${variantId} AND deleted_at IS NULL`,
  );
}

/** A variant that is not deleted, with its product's title. */
export async function findVariantWithProduct(manager: EntityManager, variantId: string) {
  return await queryOne<{ id: string; title: string }>(
    manager,
    sql`SELECT v.id, pr.title FROM product_variant v JOIN product pr ON pr.id = v.product_id
         WHERE v.id = ${variantId} AND v.deleted_at IS NULL`,
  );
}

/** Units of the variant's product (any variant) sold in the organisation's orders that were not cancelled. */
export async function productSales(manager: EntityManager, organisationId: string, variantId: string) {
  return await queryOne<{ product: string; sales: number }>(
    manager,
    sql`SELECT pr.title AS product,
               (SELECT coalesce(sum(li.quantity), 0)::int
                  FROM line_item li
                  JOIN product_variant v2 ON v2.id = li.variant_id AND v2.product_id = v.product_id
                  JOIN order_extension e ON e.order_id = li.order_id AND e.organisation_id = ${organisationId}
                  JOIN "order" o ON o.id = li.order_id AND o.status <> 'canceled') AS sales
          FROM product_variant v JOIN product pr ON pr.id = v.product_id
         WHERE v.id = ${variantId} AND v.deleted_at IS NULL`,
  );
}

/** The variant's dimensions in mm (its own, else its product's, else a default box). */
export async function variantDimensions(manager: EntityManager, variantId: string) {
  return await queryOne<{ sku: string; l: number; w: number; h: number }>(
    manager,
    sql`SELECT coalesce(v.sku, v.id) AS sku, coalesce(v.length, pr.length, 200) AS l,
               coalesce(v.width, pr.width, 150) AS w, coalesce(v.height, pr.height, 80) AS h
          FROM product_variant v JOIN product pr ON pr.id = v.product_id WHERE v.id = ${variantId}`,
  );
}
