import type { LinkShopProductInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { getLinkShop } from "./get-link-shop";
import { type LinkInput, linkShopProduct } from "./link-shop-product";
import { listLinkShops } from "./list-link-shops";
import { listProductLinks } from "./list-product-links";
import type { OrderRouter } from "./rematch-shop-orders";
import { type ShopifyRequester, searchShopProducts } from "./search-shop-products";
import type { LinkShop, LinkView, ShopProductHit, Viewer } from "./types";
import { unlinkShopProduct } from "./unlink-shop-product";

type InjectedDependencies = {
  manager: EntityManager;
  orderRoutingService: OrderRouter;
  shopifyClientService: ShopifyRequester;
};

/**
 * Medusa's `productLinkService` (services/product-link.ts re-exports it): which shop variant (by
 * Shopify variant id) sells which platform variant. Adding a link re-matches the shop's orders that
 * need linking and routes them, in the same transaction.
 */
export default class ProductLinkService extends PlatformService<InjectedDependencies> {
  /** The connected shops the viewer may link (their own; support: every organisation's). */
  async shops(viewer: Viewer): Promise<LinkShop[]> {
    return await listLinkShops(this.activeManager_, viewer);
  }

  /** A search of the shop's own products through Shopify's Admin API (one row per variant). */
  async searchShopProducts(viewer: Viewer, shopId: string, search: string): Promise<ShopProductHit[]> {
    return await searchShopProducts(this.activeManager_, this.deps_.shopifyClientService, viewer, shopId, search);
  }

  /** The links to a platform product's variants the viewer may see. */
  async linksOfProduct(viewer: Viewer, productId: string): Promise<LinkView[]> {
    return await listProductLinks(this.activeManager_, viewer, productId);
  }

  /** Links a shop variant to a platform variant (replacing its earlier link) and re-matches orders. */
  async link(viewer: Viewer, input: LinkShopProductInput): Promise<{ rematchedOrders: number }> {
    return await this.transaction_(async (manager) => {
      const shop = await getLinkShop(manager, viewer, input.shopId);
      return await this.linkIn(manager, shop.id, input);
    });
  }

  /** The link itself, inside the caller's transaction (publishing a product request uses it too). */
  async linkIn(manager: EntityManager, shopId: string, input: LinkInput): Promise<{ rematchedOrders: number }> {
    return await linkShopProduct(manager, this.deps_.orderRoutingService, shopId, input);
  }

  /** Removes a link the viewer may change. Orders already matched keep their items. */
  async unlink(viewer: Viewer, linkId: string): Promise<void> {
    await this.transaction_(async (manager) => await unlinkShopProduct(manager, viewer, linkId));
  }
}
