import type { EntityManager } from "typeorm";
import { containsPattern } from "./sql";

/** A platform variant as pickers show it; `price` is its EUR list price in cents (none → null). */
export type VariantOption = { id: string; product: string; variant: string; sku: string | null; price: number | null };

/** Platform variants whose product, variant title or SKU contains the search, by product (at most 50). */
export async function searchVariants(
  manager: Pick<EntityManager, "query">,
  search: string | undefined,
): Promise<VariantOption[]> {
  const rows: Array<{ id: string; title: string; product_title: string; sku: string | null; price: string | null }> =
    await manager.query(
      `SELECT v.id, v.title, p.title AS product_title, v.sku,
              (SELECT ma.amount FROM product_variant_money_amount pvma
                 JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
                WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur'
                  AND ma.region_id IS NULL AND ma.price_list_id IS NULL
                ORDER BY ma.created_at LIMIT 1) AS price
         FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
        WHERE v.deleted_at IS NULL
          AND (lower(p.title) LIKE $1 OR lower(v.title) LIKE $1 OR lower(coalesce(v.sku, '')) LIKE $1)
        ORDER BY p.title, v.variant_rank, v.title, v.id
        LIMIT 50`,
      [containsPattern(search ?? "")],
    );
  return rows.map((row) => ({
    id: row.id,
    product: row.product_title,
    variant: row.title,
    sku: row.sku,
    price: row.price === null ? null : Number(row.price),
  }));
}
