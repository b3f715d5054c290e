import { PRODUCT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { linkedVariants } from "./data-access/links";
import { getLinkShop } from "./get-link-shop";
import type { ShopProductHit, Viewer } from "./types";

/** What the search needs of Medusa's `shopifyClientService`: one Admin API GraphQL request. */
export type ShopifyRequester = {
  request<T>(shopId: string, query: string, variables?: Record<string, unknown>): Promise<T>;
};

// 15 products × (1 + 2 + 50 variants) + 2 = 797 points: under Shopify's single-query maximum of
// 1,000 (20 products were 1,062, which Shopify refuses with MAX_COST_EXCEEDED).
const SHOP_PRODUCTS_QUERY = /* GraphQL */ `
  query ShopProducts($query: String) {
    products(first: 15, query: $query, sortKey: TITLE) {
      nodes {
        legacyResourceId
        title
        variants(first: 50) { nodes { legacyResourceId title sku barcode } }
      }
    }
  }`;

type ShopProductsAnswer = {
  products: {
    nodes: Array<{
      legacyResourceId: string;
      title: string;
      variants: {
        nodes: Array<{ legacyResourceId: string; title: string; sku: string | null; barcode: string | null }>;
      };
    }>;
  };
};

/** A search of the shop's own products through Shopify's Admin API (one row per variant). */
export async function searchShopProducts(
  manager: EntityManager,
  shopify: ShopifyRequester,
  viewer: Viewer,
  shopId: string,
  search: string,
): Promise<ShopProductHit[]> {
  const shop = await getLinkShop(manager, viewer, shopId);
  if (shop.status !== "active") throw new DomainError("BAD_REQUEST", PRODUCT_MESSAGES.shopNotConnected, "shopId");
  const words = search.replace(/["'\\:()]/g, " ").trim();
  let data: ShopProductsAnswer;
  try {
    data = await shopify.request<ShopProductsAnswer>(shop.id, SHOP_PRODUCTS_QUERY, {
      query: words ? `${words}*` : null,
    });
  } catch {
    throw new DomainError("BAD_REQUEST", PRODUCT_MESSAGES.shopSearchFailed, "shopId");
  }
  const hits = data.products.nodes.flatMap((product) =>
    product.variants.nodes.map((variant) => ({
      productId: String(product.legacyResourceId),
      variantId: String(variant.legacyResourceId),
      title: product.title,
      variantTitle: variant.title,
      sku: variant.sku,
      barcode: variant.barcode,
    })),
  );
  const links = await linkedVariants(
    manager,
    shop.id,
    hits.map((hit) => hit.variantId),
  );
  const linked = new Map(links.map((link) => [link.shopifyVariantId, link.variantId]));
  return hits.map((hit) => ({ ...hit, linkedVariantId: linked.get(hit.variantId) ?? null }));
}
