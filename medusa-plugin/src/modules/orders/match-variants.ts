import type { EntityManager } from "typeorm";
import type { IncomingLineItem } from "../../lib/shopify/orders";
import type { Shop } from "../../models/shop";
import { insertSkuLink, selectVariantLinks, selectVariantsBySku, type VariantLink } from "./data-access/intake";
import type { Match } from "./order-fields";

/**
 * Shopify line → platform variant: an explicit link by Shopify variant id, then a link by SKU,
 * then (the default match) a platform variant with the same SKU, which is recorded as the shop's link.
 */
export async function matchVariants(
  manager: EntityManager,
  shop: Shop,
  lines: IncomingLineItem[],
): Promise<Map<string, Match>> {
  const variantIds = lines.map((l) => l.variantId).filter((v): v is string => Boolean(v));
  const skus = lines.map((l) => l.sku).filter((s): s is string => Boolean(s));
  const links = await selectVariantLinks(manager, shop.id, variantIds, skus);
  const byVariant = new Map(links.filter((l) => l.shopify_variant_id).map((l) => [l.shopify_variant_id, l]));
  const bySku = new Map<string | null, VariantLink>(links.filter((l) => l.sku).map((l) => [l.sku, l]));
  const missingSkus = skus.filter((sku) => !bySku.has(sku));
  if (missingSkus.length) {
    for (const variant of await selectVariantsBySku(manager, missingSkus)) {
      await insertSkuLink(manager, shop.id, variant.sku, variant.id);
      bySku.set(variant.sku, {
        shopify_variant_id: null,
        sku: variant.sku,
        variant_id: variant.id,
        gtin: variant.gtin,
      });
    }
  }
  const result = new Map<string, Match>();
  for (const line of lines) {
    const link = (line.variantId && byVariant.get(line.variantId)) || (line.sku && bySku.get(line.sku)) || null;
    if (link) result.set(line.id, { variantId: link.variant_id, gtin: link.gtin });
  }
  return result;
}
