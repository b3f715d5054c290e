import type { EntityManager } from "typeorm";
import { variantsMatching } from "./data-access/variants";
import type { VariantOption } from "./types";

/** Platform variants whose product, variant title or SKU contains the search, by product (at most 50). */
export async function searchVariants(
  manager: Pick<EntityManager, "query">,
  search: string | undefined,
): Promise<VariantOption[]> {
  const rows = await variantsMatching(manager, search);
  return rows.map((row) => ({
    id: row.id,
    product: row.productTitle,
    variant: row.title,
    sku: row.sku,
    price: row.price === null ? null : Number(row.price),
  }));
}
