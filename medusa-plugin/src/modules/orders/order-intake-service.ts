import { type EntityManager, In } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { IncomingOrder } from "../../lib/shopify/orders";
import type { Shop } from "../../models/shop";
import type { LocationStockService, OrderRoutingService } from "../locations";
import type { IntakeResult } from "./order-fields";
import type OrderRecordsService from "./order-records-service";
import { receiveShopOrder } from "./receive-shop-order";

type InjectedDependencies = {
  manager: EntityManager;
  orderRecordsService: OrderRecordsService;
  orderRoutingService: OrderRoutingService;
  locationStockService: LocationStockService;
};

/**
 * Shopify orders → ordinary Medusa orders (Medusa's own tables, written through its repositories in
 * one transaction), plus our order_extension row. Idempotent: a transaction-scoped advisory lock on
 * the business key (shop, Shopify order id) serialises concurrent deliveries of one order, and the
 * unique index on that key is the last guard; older versions never overwrite newer ones.
 */
export default class OrderIntakeService extends PlatformService<InjectedDependencies> {
  /**
   * Shopify's updated_at of the stored version of each of these shop orders (ms), for those that
   * are stored: reconciliation reads only orders that are missing or newer.
   */
  async storedVersions(shopId: string, externalOrderIds: string[]): Promise<Map<string, number>> {
    if (externalOrderIds.length === 0) return new Map();
    const rows = await this.deps_.orderRecordsService.repos(this.manager_).extension.find({
      select: { external_order_id: true, external_updated_at: true },
      where: { shop_id: shopId, external_order_id: In(externalOrderIds) },
    });
    return new Map(rows.map((row) => [row.external_order_id as string, row.external_updated_at?.getTime() ?? 0]));
  }

  async upsert(shop: Shop, incoming: IncomingOrder, mode: "create" | "update" = "create"): Promise<IntakeResult> {
    const deps = {
      records: this.deps_.orderRecordsService,
      routing: this.deps_.orderRoutingService,
      stock: this.deps_.locationStockService,
      transaction: <T>(work: (manager: EntityManager) => Promise<T>) => this.transaction_(work),
    };
    return await receiveShopOrder(deps, shop, incoming, mode);
  }
}
