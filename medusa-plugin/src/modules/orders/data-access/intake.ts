import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, sql } from "../../../lib/sql";
import type { Shop } from "../../../models/shop";

/** Serialises, until the transaction ends, everything holding the same key (one shop order, one region's option). */
export async function lockKey(manager: EntityManager, key: string): Promise<void> {
  await query(manager, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

export type VariantLink = {
  shopify_variant_id: string | null;
  sku: string | null;
  variant_id: string;
  gtin: string | null;
};

/** The shop's links (by Shopify variant id or SKU) to live platform variants, with their GTIN. */
export async function selectVariantLinks(
  manager: EntityManager,
  shopId: string,
  shopifyVariantIds: string[],
  skus: string[],
): Promise<VariantLink[]> {
  return await query<VariantLink>(
    manager,
    sql`SELECT l.shopify_variant_id, l.sku, l.variant_id, coalesce(v.barcode, v.ean, v.upc) AS gtin
           FROM shop_product_link l JOIN product_variant v ON v.id = l.variant_id AND v.deleted_at IS NULL
          WHERE l.shop_id = ${shopId} AND (l.shopify_variant_id = ANY(${shopifyVariantIds}) OR l.sku = ANY(${skus}))`,
  );
}

/** Live platform variants with these SKUs. */
export async function selectVariantsBySku(manager: EntityManager, skus: string[]) {
  return await query<{ id: string; sku: string; gtin: string | null }>(
    manager,
    sql`SELECT id, sku, coalesce(barcode, ean, upc) AS gtin FROM product_variant
          WHERE sku = ANY(${skus}) AND deleted_at IS NULL`,
  );
}

type SkuLinkRow = { id: string; shopId: string; sku: string; variantId: string };
const skuLinks = defineTable<SkuLinkRow>("shop_product_link", {
  id: "id",
  shopId: "shop_id",
  sku: "sku",
  variantId: "variant_id",
});

/** The default match (same SKU), recorded as the shop's link; an existing link stays. */
export async function insertSkuLink(manager: EntityManager, shopId: string, sku: string, variantId: string) {
  await query(
    manager,
    sql`${skuLinks.insert([{ id: generateEntityId(undefined, "spl"), shopId, sku, variantId }])} ON CONFLICT DO NOTHING`,
  );
}

/** The region of the shipping country, else one with the order's currency, else the first. */
export async function selectRegionFor(
  manager: EntityManager,
  countryCode: string,
  currencyCode: string,
): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT r.id FROM region r
         LEFT JOIN country c ON c.region_id = r.id AND c.iso_2 = ${countryCode}
        WHERE r.deleted_at IS NULL
        ORDER BY (c.iso_2 IS NOT NULL) DESC, (r.currency_code = ${currencyCode}) DESC, r.created_at
        LIMIT 1`,
  );
  return row?.id;
}

/** A platform variant as a manual order prices it: its EUR list price (minor units, as text) or null. */
export type PricedVariant = {
  id: string;
  title: string;
  product_title: string;
  sku: string | null;
  gtin: string | null;
  price: string | null;
};

export async function selectPricedVariants(manager: EntityManager, variantIds: string[]): Promise<PricedVariant[]> {
  return await query<PricedVariant>(
    manager,
    sql`SELECT v.id, v.title, p.title AS product_title, v.sku, coalesce(v.barcode, v.ean, v.upc) AS gtin,
              (SELECT ma.amount FROM product_variant_money_amount pvma
                 JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
                WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur'
                  AND ma.region_id IS NULL AND ma.price_list_id IS NULL
                ORDER BY ma.created_at LIMIT 1) AS price
         FROM product_variant v JOIN product p ON p.id = v.product_id
        WHERE v.id = ANY(${variantIds}) AND v.deleted_at IS NULL AND p.deleted_at IS NULL`,
  );
}

/** The tax rate (percent) of the shipping country's region, 0 without one. */
export async function selectTaxRate(manager: EntityManager, countryCode: string): Promise<number> {
  const region = await queryOne<{ tax_rate: number | string | null }>(
    manager,
    sql`SELECT r.tax_rate FROM region r JOIN country c ON c.region_id = r.id
        WHERE c.iso_2 = lower(${countryCode}) AND r.deleted_at IS NULL LIMIT 1`,
  );
  return Number(region?.tax_rate ?? 0);
}

export async function selectShop(manager: EntityManager, shopId: string): Promise<Shop | undefined> {
  return await queryOne<Shop>(manager, sql`SELECT * FROM shop WHERE id = ${shopId}`);
}
