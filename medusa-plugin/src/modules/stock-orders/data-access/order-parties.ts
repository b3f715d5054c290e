// What a stock order refers to, read from other domains' tables: supplier organisations (and
// whether they supply a product), the merchant's locations, and platform variants by SKU.
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";

/** Suppliers a merchant can order from: active supplier organisations that supply at least one product. */
export async function orderableSuppliers(manager: EntityManager): Promise<Array<{ id: string; name: string }>> {
  return await query(
    manager,
    sql`SELECT o.id, o.name FROM organisation o
         WHERE o.type = 'supplier' AND o.status = 'active' AND o.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM product_supplier ps WHERE ps.organisation_id = o.id)
         ORDER BY lower(o.name), o.id`,
  );
}

/** The supplier when it is an active supplier organisation. */
export async function activeSupplier(manager: EntityManager, supplierId: string) {
  return await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM organisation WHERE id = ${supplierId} AND type = 'supplier' AND status = 'active' AND deleted_at IS NULL`,
  );
}

/** The location when it is active and a platform warehouse or the organisation's own. */
export async function orderableLocation(manager: EntityManager, locationId: string, organisationId: string) {
  return await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM location WHERE id = ${locationId} AND status = 'active'
           AND (organisation_id IS NULL OR organisation_id = ${organisationId})`,
  );
}

export type VariantBySku = {
  id: string;
  sku: string;
  product_title: string;
  variant_title: string;
  /** Whether the supplier asked about supplies the variant's product. */
  supplied: boolean;
};

/** The first platform variant of each SKU (not deleted), and whether `supplierId` supplies its product. */
export async function variantsBySku(
  manager: EntityManager,
  skus: string[],
  supplierId: string | null,
): Promise<VariantBySku[]> {
  if (!skus.length) return [];
  return await query<VariantBySku>(
    manager,
    sql`SELECT DISTINCT ON (v.sku) v.id, v.sku, p.title AS product_title, v.title AS variant_title,
               EXISTS (SELECT 1 FROM product_supplier ps
                        WHERE ps.product_id = p.id AND ps.organisation_id = ${supplierId ?? ""}) AS supplied
          FROM product_variant v JOIN product p ON p.id = v.product_id
         WHERE v.sku = ANY(${skus}) AND v.deleted_at IS NULL AND p.deleted_at IS NULL
         ORDER BY v.sku, v.created_at`,
  );
}
