import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, raw, sql } from "../../../lib/sql";
import type { SupplierProduct } from "../types";

// product_supplier: which platform products a supplier (or producer) organisation supplies. The
// product requests add a row when support accepts a request or assigns its producer.

export type ProductSupplierRecord = { productId: string; organisationId: string };

export const productSupplierTable = defineTable<ProductSupplierRecord>("product_supplier", {
  productId: "product_id",
  organisationId: "organisation_id",
});

/** The organisation's type, if it exists (FOR SHARE inside a transaction, so it cannot change meanwhile). */
export async function organisationType(
  manager: EntityManager,
  organisationId: string,
  lock = false,
): Promise<string | undefined> {
  const row = await queryOne<{ type: string }>(
    manager,
    sql`SELECT type FROM organisation WHERE id = ${organisationId} AND deleted_at IS NULL ${raw(lock ? "FOR SHARE" : "")}`,
  );
  return row?.type;
}

/** Every platform product, by title, with whether the organisation supplies it. */
export async function productsWithSupplied(manager: EntityManager, organisationId: string): Promise<SupplierProduct[]> {
  return await query<SupplierProduct>(
    manager,
    sql`SELECT p.id, p.title, p.handle, (ps.product_id IS NOT NULL) AS supplied
          FROM product p
          LEFT JOIN product_supplier ps ON ps.product_id = p.id AND ps.organisation_id = ${organisationId}
         WHERE p.deleted_at IS NULL
         ORDER BY p.title, p.id`,
  );
}

/** How many of these products exist (not deleted). */
export async function countKnownProducts(manager: EntityManager, productIds: string[]): Promise<number> {
  const row = await queryOne<{ known: number }>(
    manager,
    sql`SELECT count(*)::int AS known FROM product WHERE id = ANY(${productIds}) AND deleted_at IS NULL`,
  );
  return row?.known ?? 0;
}

/** The titles of the products the organisation supplies, by title. */
export async function suppliedTitles(manager: EntityManager, organisationId: string): Promise<string[]> {
  const rows = await query<{ title: string }>(
    manager,
    sql`SELECT p.title FROM product_supplier ps JOIN product p ON p.id = ps.product_id
         WHERE ps.organisation_id = ${organisationId} ORDER BY p.title, p.id`,
  );
  return rows.map((row) => row.title);
}

/** The organisation supplies exactly these products afterwards. */
export async function replaceSupplied(
  manager: EntityManager,
  organisationId: string,
  productIds: string[],
): Promise<void> {
  await query(
    manager,
    sql`DELETE FROM product_supplier WHERE organisation_id = ${organisationId} AND NOT (product_id = ANY(${productIds}))`,
  );
  await query(
    manager,
    sql`INSERT INTO product_supplier (product_id, organisation_id)
        SELECT unnest(${productIds}::varchar[]), ${organisationId} ON CONFLICT DO NOTHING`,
  );
}

/** The organisation supplies the product (again, or from now on). */
export async function addSupplier(manager: EntityManager, record: ProductSupplierRecord): Promise<void> {
  await query(manager, sql`${productSupplierTable.insert([record])} ON CONFLICT DO NOTHING`);
}
