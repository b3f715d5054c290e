import { generateEntityId } from "@medusajs/medusa";
import { type LinkShopProductInput, PRODUCT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";
import { recordAudit } from "../modules/audit";
import type OrderRoutingService from "./order-routing";
import type ShopifyClientService from "./shopify-client";

/** Who is asking: a merchant (their own shops only) or support (every shop). */
export type Viewer = { organisationId: string; customerId: string; isSupport: boolean };

export type ShopProductHit = {
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  sku: string | null;
  barcode: string | null;
  linkedVariantId: string | null;
};

export type LinkView = {
  id: string;
  shopId: string;
  shopName: string;
  organisationId: string;
  shopifyProductId: string | null;
  shopifyVariantId: string | null;
  shopProductTitle: string | null;
  sku: string | null;
  variantId: string;
  variantTitle: string;
  createdAt: Date;
};

type InjectedDependencies = {
  manager: EntityManager;
  orderRoutingService: OrderRoutingService;
  shopifyClientService: ShopifyClientService;
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

/**
 * Which shop variant (by Shopify variant id) sells which platform variant. Adding a link re-matches
 * the shop's orders that need linking and routes them, in the same transaction.
 */
export default class ProductLinkService extends PlatformService<InjectedDependencies> {
  /** The shop, if the viewer may use it (their own organisation's, or any for support). */
  async shopFor(viewer: Viewer, shopId: string, manager = this.activeManager_) {
    const [shop] = await manager.query(
      `SELECT id, organisation_id, name, status FROM shop WHERE id = $1 AND ($2::boolean OR organisation_id = $3)`,
      [shopId, viewer.isSupport, viewer.organisationId],
    );
    if (!shop?.organisation_id) throw new DomainError("NOT_FOUND", PRODUCT_MESSAGES.shopNotFound, "shopId");
    return shop as { id: string; organisation_id: string; name: string; status: string };
  }

  /** The connected shops the viewer may link (their own; support: every organisation's). */
  async shops(viewer: Viewer): Promise<Array<{ id: string; name: string; domain: string; organisationName: string }>> {
    return await this.activeManager_.query(
      `SELECT s.id, s.name, s.domain, o.name AS "organisationName"
         FROM shop s JOIN organisation o ON o.id = s.organisation_id
        WHERE s.status = 'active' AND ($1::boolean OR s.organisation_id = $2)
        ORDER BY o.name, s.name, s.id LIMIT 500`,
      [viewer.isSupport, viewer.organisationId],
    );
  }

  /** A search of the shop's own products through Shopify's Admin API (one row per variant). */
  async searchShopProducts(viewer: Viewer, shopId: string, search: string): Promise<ShopProductHit[]> {
    const shop = await this.shopFor(viewer, shopId);
    if (shop.status !== "active") throw new DomainError("BAD_REQUEST", PRODUCT_MESSAGES.shopNotConnected, "shopId");
    const words = search.replace(/["'\\:()]/g, " ").trim();
    let data: {
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
    try {
      data = await this.deps_.shopifyClientService.request(shop.id, SHOP_PRODUCTS_QUERY, {
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
    const links: Array<{ shopify_variant_id: string; variant_id: string }> = await this.activeManager_.query(
      `SELECT shopify_variant_id, variant_id FROM shop_product_link WHERE shop_id = $1 AND shopify_variant_id = ANY($2)`,
      [shop.id, hits.map((hit) => hit.variantId)],
    );
    const linked = new Map(links.map((link) => [link.shopify_variant_id, link.variant_id]));
    return hits.map((hit) => ({ ...hit, linkedVariantId: linked.get(hit.variantId) ?? null }));
  }

  /** The links to a platform product's variants the viewer may see. */
  async linksOfProduct(viewer: Viewer, productId: string): Promise<LinkView[]> {
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT l.id, l.shop_id, s.name AS shop_name, s.organisation_id, l.shopify_product_id, l.shopify_variant_id,
              l.shop_product_title, l.sku, l.variant_id, v.title AS variant_title, l.created_at
         FROM shop_product_link l
         JOIN shop s ON s.id = l.shop_id
         JOIN product_variant v ON v.id = l.variant_id AND v.deleted_at IS NULL
        WHERE v.product_id = $1 AND ($2::boolean OR s.organisation_id = $3)
        ORDER BY s.name, l.created_at, l.id`,
      [productId, viewer.isSupport, viewer.organisationId],
    );
    return rows.map(
      (row): LinkView => ({
        id: row.id as string,
        shopId: row.shop_id as string,
        shopName: row.shop_name as string,
        organisationId: row.organisation_id as string,
        shopifyProductId: (row.shopify_product_id as string | null) ?? null,
        shopifyVariantId: (row.shopify_variant_id as string | null) ?? null,
        shopProductTitle: (row.shop_product_title as string | null) ?? null,
        sku: (row.sku as string | null) ?? null,
        variantId: row.variant_id as string,
        variantTitle: row.variant_title as string,
        createdAt: row.created_at as Date,
      }),
    );
  }

  /** Links a shop variant to a platform variant (replacing its earlier link) and re-matches orders. */
  async link(viewer: Viewer, input: LinkShopProductInput): Promise<{ rematchedOrders: number }> {
    return await this.transaction_(async (manager) => {
      const shop = await this.shopFor(viewer, input.shopId, manager);
      return await this.linkIn(manager, shop.id, input);
    });
  }

  /** The link itself, inside the caller's transaction (publishing a product request uses it too). */
  async linkIn(
    manager: EntityManager,
    shopId: string,
    input: { shopifyProductId: string | null; shopifyVariantId: string; variantId: string; title?: string | null },
  ): Promise<{ rematchedOrders: number }> {
    const [variant] = await manager.query(
      `SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
        WHERE v.id = $1 AND v.deleted_at IS NULL`,
      [input.variantId],
    );
    if (!variant) throw new DomainError("BAD_REQUEST", PRODUCT_MESSAGES.variantNotFound, "variantId");
    const [earlier] = await manager.query(
      `SELECT l.variant_id, v.sku FROM shop_product_link l LEFT JOIN product_variant v ON v.id = l.variant_id
        WHERE l.shop_id = $1 AND l.shopify_variant_id = $2`,
      [shopId, input.shopifyVariantId],
    );
    const [linked] = await manager.query(
      `INSERT INTO shop_product_link (id, shop_id, shopify_variant_id, shopify_product_id, shop_product_title, variant_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (shop_id, shopify_variant_id) WHERE shopify_variant_id IS NOT NULL
       DO UPDATE SET variant_id = EXCLUDED.variant_id, shopify_product_id = EXCLUDED.shopify_product_id,
                     shop_product_title = coalesce(EXCLUDED.shop_product_title, shop_product_link.shop_product_title),
                     updated_at = now()
       RETURNING id, shop_product_title`,
      [
        generateEntityId(undefined, "spl"),
        shopId,
        input.shopifyVariantId,
        input.shopifyProductId,
        input.title ?? null,
        input.variantId,
      ],
    );
    const [now] = await manager.query(
      `SELECT s.organisation_id, s.domain, v.sku FROM shop s, product_variant v WHERE s.id = $1 AND v.id = $2`,
      [shopId, input.variantId],
    );
    await recordAudit(manager, {
      organisationId: now?.organisation_id ?? null,
      subjectType: "product_link",
      subjectId: linked.id,
      subjectLabel: linked.shop_product_title ?? `${now?.domain ?? shopId} ${input.shopifyVariantId}`,
      action: "product_link.linked",
      before: earlier ? { variant_id: earlier.variant_id, sku: earlier.sku } : null,
      after: { shopify_variant_id: input.shopifyVariantId, variant_id: input.variantId, sku: now?.sku ?? null },
    });
    return { rematchedOrders: await this.rematch(manager, shopId) };
  }

  /** Removes a link the viewer may change. Orders already matched keep their items. */
  async unlink(viewer: Viewer, linkId: string): Promise<void> {
    await this.transaction_(async (manager) => {
      const deleted = returnedRows(
        await manager.query(
          `DELETE FROM shop_product_link l USING shop s
            WHERE l.id = $1 AND s.id = l.shop_id AND ($2::boolean OR s.organisation_id = $3)
          RETURNING l.id, s.organisation_id, s.domain, l.shopify_variant_id, l.sku, l.variant_id, l.shop_product_title`,
          [linkId, viewer.isSupport, viewer.organisationId],
        ),
      );
      const [gone] = deleted as Array<Record<string, string | null>>;
      if (!gone) throw new DomainError("NOT_FOUND", PRODUCT_MESSAGES.linkNotFound);
      await recordAudit(manager, {
        organisationId: gone.organisation_id ?? null,
        subjectType: "product_link",
        subjectId: linkId,
        subjectLabel: gone.shop_product_title ?? `${gone.domain} ${gone.shopify_variant_id ?? gone.sku ?? ""}`,
        action: "product_link.unlinked",
        before: { shopify_variant_id: gone.shopify_variant_id, sku: gone.sku, variant_id: gone.variant_id },
      });
    });
  }

  /**
   * The shop's unshipped, not cancelled orders that need linking get their unmatched lines matched
   * through the shop's links (Shopify variant id, then SKU); each changed order is routed again.
   */
  async rematch(manager: EntityManager, shopId: string): Promise<number> {
    const changed: Array<{ order_id: string }> = returnedRows(
      await manager.query(
        `UPDATE line_item li
            SET variant_id = l.variant_id,
                metadata = li.metadata || jsonb_build_object('needs_linking', false,
                           'gtin', (SELECT coalesce(v.barcode, v.ean, v.upc) FROM product_variant v WHERE v.id = l.variant_id)),
                updated_at = now()
           FROM order_extension e, "order" o, shop_product_link l
          WHERE e.shop_id = $1 AND e.needs_linking AND o.id = e.order_id AND o.status <> 'canceled'
            AND li.order_id = e.order_id AND li.variant_id IS NULL
            AND l.shop_id = e.shop_id
            AND l.id = (SELECT l2.id FROM shop_product_link l2
                         WHERE l2.shop_id = e.shop_id
                           AND (l2.shopify_variant_id = li.metadata->>'shopify_variant_id' OR l2.sku = li.metadata->>'sku')
                         ORDER BY (l2.shopify_variant_id = li.metadata->>'shopify_variant_id') DESC NULLS LAST, l2.id
                         LIMIT 1)
        RETURNING li.order_id`,
        [shopId],
      ),
    );
    const orderIds = [...new Set(changed.map((row) => row.order_id))].sort();
    for (const orderId of orderIds) {
      const [order] = returnedRows<{ organisation_id: string; needs_linking: boolean; label: string }>(
        await manager.query(
          `UPDATE order_extension e SET needs_linking = EXISTS (
              SELECT 1 FROM line_item li WHERE li.order_id = $1 AND li.variant_id IS NULL), updated_at = now()
            FROM "order" o WHERE e.order_id = $1 AND o.id = e.order_id
          RETURNING e.organisation_id, e.needs_linking, coalesce(e.external_order_name, '#' || o.display_id) AS label`,
          [orderId],
        ),
      );
      if (order) {
        await recordAudit(manager, {
          organisationId: order.organisation_id,
          subjectType: "order",
          subjectId: orderId,
          subjectLabel: order.label,
          action: "order.linked",
          before: { needs_linking: true },
          after: {
            needs_linking: order.needs_linking,
            lines_linked: changed.filter((c) => c.order_id === orderId).length,
          },
        });
      }
      await this.deps_.orderRoutingService.routeOrder(manager, orderId);
    }
    return orderIds.length;
  }
}
