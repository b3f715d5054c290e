import type { ProductListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { getProductOverview, type StockHints } from "./get-product-overview";
import { listProducts } from "./list-products";
import { searchVariants } from "./search-variants";
import type { Viewer } from "./types";

type InjectedDependencies = {
  manager: EntityManager;
  stockOverviewService: StockHints;
};

/**
 * Medusa's `productCatalogueService` (services/product-catalogue.ts re-exports it): the merchant's
 * view of the platform catalogue (Medusa's products), what it sells and may sell, with stock and
 * sales; support sees every product, drafts too, and every organisation's figures.
 */
export default class ProductCatalogueService extends PlatformService<InjectedDependencies> {
  async list(viewer: Viewer, input: ProductListInput) {
    return await listProducts(this.activeManager_, viewer, input);
  }

  /** Product overview: variants with stock and sales, links, open requests and their chats. */
  async overview(viewer: Viewer, productId: string) {
    return await getProductOverview(this.activeManager_, this.deps_.stockOverviewService, viewer, productId);
  }

  /** Platform variants by product, variant or SKU, with their EUR price (a manual order's choices). */
  async searchVariants(search: string | undefined) {
    return await searchVariants(this.activeManager_, search);
  }
}
