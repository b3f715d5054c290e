import { z } from "zod";
import { orderProcedure } from "./procedure";

/** Platform variants a manual order can contain (search by product, variant or SKU), with their EUR price. */
export const variantOptions = orderProcedure
  .input(z.object({ search: z.string().trim().max(100).optional() }))
  .query(async ({ ctx, input }) => {
    const manager = ctx.container.resolve<{ query(sql: string, params: unknown[]): Promise<unknown[]> }>("manager");
    const term = `%${(input.search ?? "").toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;
    const rows = (await manager.query(
      `SELECT v.id, v.title, p.title AS product_title, v.sku,
              (SELECT ma.amount FROM product_variant_money_amount pvma
                 JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
                WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur'
                  AND ma.region_id IS NULL AND ma.price_list_id IS NULL
                ORDER BY ma.created_at LIMIT 1) AS price
         FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
        WHERE v.deleted_at IS NULL
          AND (lower(p.title) LIKE $1 OR lower(v.title) LIKE $1 OR lower(coalesce(v.sku, '')) LIKE $1)
        ORDER BY p.title, v.variant_rank, v.title
        LIMIT 50`,
      [term],
    )) as Array<{ id: string; title: string; product_title: string; sku: string | null; price: string | null }>;
    return rows
      .filter((r) => r.price !== null)
      .map((r) => ({ id: r.id, product: r.product_title, variant: r.title, sku: r.sku, price: Number(r.price) }));
  });
