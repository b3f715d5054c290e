import type { EntityManager } from "typeorm";
import { containsPattern, query, sql } from "../../../lib/sql";

/** A platform variant as the pickers' search reads it; `price` is the EUR list price in cents as text. */
export type VariantSearchRow = {
  id: string;
  title: string;
  productTitle: string;
  sku: string | null;
  price: string | null;
};

/** Platform variants whose product, variant title or SKU contains the search, by product (at most 50). */
export async function variantsMatching(
  manager: Pick<EntityManager, "query">,
  search: string | undefined,
): Promise<VariantSearchRow[]> {
  const pattern = containsPattern(search ?? "");
  return await query<VariantSearchRow>(
    manager as EntityManager,
    sql`SELECT v.id AS "id", v.title AS "title", p.title AS "productTitle", v.sku AS "sku",
               (SELECT ma.amount FROM product_variant_money_amount pvma
                  JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
                 WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur'
                   AND ma.region_id IS NULL AND ma.price_list_id IS NULL
                 ORDER BY ma.created_at LIMIT 1) AS "price"
          FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
         WHERE v.deleted_at IS NULL
           AND (lower(p.title) LIKE ${pattern} OR lower(v.title) LIKE ${pattern} OR lower(coalesce(v.sku, '')) LIKE ${pattern})
         ORDER BY p.title, v.variant_rank, v.title, v.id
         LIMIT 50`,
  );
}
