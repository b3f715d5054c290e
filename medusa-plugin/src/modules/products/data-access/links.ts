import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, sql } from "../../../lib/sql";
import type { LinkShop, LinkView, Viewer } from "../types";

// shop_product_link: which shop variant (by Shopify variant id) sells which platform variant, and
// the re-matching of the shop's orders that need linking. The one place that writes the table.

/** A link as the code writes it (`sku` is the order intake's; created_at/updated_at the database's). */
export type ShopProductLinkRecord = {
  id: string;
  shopId: string;
  shopifyVariantId: string;
  shopifyProductId: string | null;
  shopProductTitle: string | null;
  variantId: string;
};

export const shopProductLinkTable = defineTable<ShopProductLinkRecord>("shop_product_link", {
  id: "id",
  shopId: "shop_id",
  shopifyVariantId: "shopify_variant_id",
  shopifyProductId: "shopify_product_id",
  shopProductTitle: "shop_product_title",
  variantId: "variant_id",
});

export type LinkableShop = { id: string; organisationId: string | null; name: string; status: string };

/** The shop, if the viewer may use it (their own organisation's, or any for support). */
export async function shopOf(
  manager: EntityManager,
  viewer: Viewer,
  shopId: string,
): Promise<LinkableShop | undefined> {
  return await queryOne<LinkableShop>(
    manager,
    sql`SELECT id AS "id", organisation_id AS "organisationId", name AS "name", status AS "status"
          FROM shop WHERE id = ${shopId} AND (${viewer.isSupport}::boolean OR organisation_id = ${viewer.organisationId})`,
  );
}

/** The active shops the viewer may link (their own; support: every organisation's). */
export async function linkShops(manager: EntityManager, viewer: Viewer): Promise<LinkShop[]> {
  return await query<LinkShop>(
    manager,
    sql`SELECT s.id, s.name, s.domain, o.name AS "organisationName"
          FROM shop s JOIN organisation o ON o.id = s.organisation_id
         WHERE s.status = 'active' AND (${viewer.isSupport}::boolean OR s.organisation_id = ${viewer.organisationId})
         ORDER BY o.name, s.name, s.id LIMIT 500`,
  );
}

/** The platform variant each of these Shopify variants of the shop is linked to. */
export async function linkedVariants(
  manager: EntityManager,
  shopId: string,
  shopifyVariantIds: string[],
): Promise<Array<{ shopifyVariantId: string; variantId: string }>> {
  return await query<{ shopifyVariantId: string; variantId: string }>(
    manager,
    sql`SELECT shopify_variant_id AS "shopifyVariantId", variant_id AS "variantId" FROM shop_product_link
         WHERE shop_id = ${shopId} AND shopify_variant_id = ANY(${shopifyVariantIds})`,
  );
}

/** The links to a platform product's variants the viewer may see. */
export async function linksOfProduct(manager: EntityManager, viewer: Viewer, productId: string): Promise<LinkView[]> {
  return await query<LinkView>(
    manager,
    sql`SELECT l.id AS "id", l.shop_id AS "shopId", s.name AS "shopName", s.organisation_id AS "organisationId",
               l.shopify_product_id AS "shopifyProductId", l.shopify_variant_id AS "shopifyVariantId",
               l.shop_product_title AS "shopProductTitle", l.sku AS "sku", l.variant_id AS "variantId",
               v.title AS "variantTitle", l.created_at AS "createdAt"
          FROM shop_product_link l
          JOIN shop s ON s.id = l.shop_id
          JOIN product_variant v ON v.id = l.variant_id AND v.deleted_at IS NULL
         WHERE v.product_id = ${productId} AND (${viewer.isSupport}::boolean OR s.organisation_id = ${viewer.organisationId})
         ORDER BY s.name, l.created_at, l.id`,
  );
}

/** Whether the platform variant (and its product) exists. */
export async function variantExists(manager: EntityManager, variantId: string): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
         WHERE v.id = ${variantId} AND v.deleted_at IS NULL`,
  );
  return Boolean(row);
}

/** The shop variant's current link (its platform variant and that variant's SKU), if any. */
export async function currentLink(
  manager: EntityManager,
  shopId: string,
  shopifyVariantId: string,
): Promise<{ variantId: string; sku: string | null } | undefined> {
  return await queryOne<{ variantId: string; sku: string | null }>(
    manager,
    sql`SELECT l.variant_id AS "variantId", v.sku AS "sku"
          FROM shop_product_link l LEFT JOIN product_variant v ON v.id = l.variant_id
         WHERE l.shop_id = ${shopId} AND l.shopify_variant_id = ${shopifyVariantId}`,
  );
}

/** Inserts the link, or repoints the shop variant's existing one; the row's id and title back. */
export async function upsertLink(
  manager: EntityManager,
  record: ShopProductLinkRecord,
): Promise<{ id: string; shopProductTitle: string | null }> {
  const row = await queryOne<{ id: string; shopProductTitle: string | null }>(
    manager,
    sql`${shopProductLinkTable.insert([record])}
        ON CONFLICT (shop_id, shopify_variant_id) WHERE shopify_variant_id IS NOT NULL
        DO UPDATE SET variant_id = EXCLUDED.variant_id, shopify_product_id = EXCLUDED.shopify_product_id,
                      shop_product_title = coalesce(EXCLUDED.shop_product_title, shop_product_link.shop_product_title),
                      updated_at = now()
        RETURNING id AS "id", shop_product_title AS "shopProductTitle"`,
  );
  return row as { id: string; shopProductTitle: string | null };
}

/** The shop's organisation and domain, and the variant's SKU (for the audit entry). */
export async function shopAndVariant(
  manager: EntityManager,
  shopId: string,
  variantId: string,
): Promise<{ organisationId: string | null; domain: string; sku: string | null } | undefined> {
  return await queryOne<{ organisationId: string | null; domain: string; sku: string | null }>(
    manager,
    sql`SELECT s.organisation_id AS "organisationId", s.domain AS "domain", v.sku AS "sku"
          FROM shop s, product_variant v WHERE s.id = ${shopId} AND v.id = ${variantId}`,
  );
}

export type DeletedLink = {
  id: string;
  organisationId: string | null;
  domain: string | null;
  shopifyVariantId: string | null;
  sku: string | null;
  variantId: string | null;
  shopProductTitle: string | null;
};

/** Deletes a link the viewer may change; what it was back, or undefined. */
export async function deleteLink(
  manager: EntityManager,
  viewer: Viewer,
  linkId: string,
): Promise<DeletedLink | undefined> {
  return await queryOne<DeletedLink>(
    manager,
    sql`DELETE FROM shop_product_link l USING shop s
         WHERE l.id = ${linkId} AND s.id = l.shop_id AND (${viewer.isSupport}::boolean OR s.organisation_id = ${viewer.organisationId})
        RETURNING l.id AS "id", s.organisation_id AS "organisationId", s.domain AS "domain",
                  l.shopify_variant_id AS "shopifyVariantId", l.sku AS "sku", l.variant_id AS "variantId",
                  l.shop_product_title AS "shopProductTitle"`,
  );
}

/**
 * The shop's unshipped, not cancelled orders that need linking get their unmatched lines matched
 * through the shop's links (Shopify variant id, then SKU): the order of each line matched.
 */
export async function matchUnlinkedLines(manager: EntityManager, shopId: string): Promise<Array<{ orderId: string }>> {
  return await query<{ orderId: string }>(
    manager,
    sql`UPDATE line_item li
           SET variant_id = l.variant_id,
               metadata = li.metadata || jsonb_build_object('needs_linking', false,
                          'gtin', (SELECT coalesce(v.barcode, v.ean, v.upc) FROM product_variant v WHERE v.id = l.variant_id)),
               updated_at = now()
          FROM order_extension e, "order" o, shop_product_link l
         WHERE e.shop_id = ${shopId} AND e.needs_linking AND o.id = e.order_id AND o.status <> 'canceled'
           AND li.order_id = e.order_id AND li.variant_id IS NULL
           AND l.shop_id = e.shop_id
           AND l.id = (SELECT l2.id FROM shop_product_link l2
                        WHERE l2.shop_id = e.shop_id
                          AND (l2.shopify_variant_id = li.metadata->>'shopify_variant_id' OR l2.sku = li.metadata->>'sku')
                        ORDER BY (l2.shopify_variant_id = li.metadata->>'shopify_variant_id') DESC NULLS LAST, l2.id
                        LIMIT 1)
       RETURNING li.order_id AS "orderId"`,
  );
}

/** The order needs linking while a line has no platform variant; its organisation and label back. */
export async function refreshNeedsLinking(
  manager: EntityManager,
  orderId: string,
): Promise<{ organisationId: string; needsLinking: boolean; label: string } | undefined> {
  return await queryOne<{ organisationId: string; needsLinking: boolean; label: string }>(
    manager,
    sql`UPDATE order_extension e SET needs_linking = EXISTS (
           SELECT 1 FROM line_item li WHERE li.order_id = ${orderId} AND li.variant_id IS NULL), updated_at = now()
          FROM "order" o WHERE e.order_id = ${orderId} AND o.id = e.order_id
        RETURNING e.organisation_id AS "organisationId", e.needs_linking AS "needsLinking",
                  coalesce(e.external_order_name, '#' || o.display_id) AS "label"`,
  );
}
