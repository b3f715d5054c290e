import type { AdjustStockInput, LocationVariantsInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { searchVariants, type VariantOption } from "../products";
import { addStock, adjustStock } from "./adjust-stock";
import type OrderRoutingService from "./order-routing-service";
import { drawOrderStock, releaseOrderStock } from "./release-order-stock";

type InjectedDependencies = { manager: EntityManager; orderRoutingService: OrderRoutingService };

/**
 * An organisation's stock per location: support's counts, and what orders reserve, release and
 * (once paid, spec §9) draw. Every change is a conditional UPDATE, so stock is never oversold.
 */
export default class LocationStockService extends PlatformService<InjectedDependencies> {
  /** Support: platform variants to count stock of (search by product, variant or SKU). */
  async variantOptions(input: LocationVariantsInput): Promise<VariantOption[]> {
    return await searchVariants(this.activeManager_, input.search);
  }

  /** Goods arrived (a received stock order): on hand goes up, inside the caller's transaction. */
  async addStock(
    manager: EntityManager,
    row: { organisationId: string; locationId: string; variantId: string; quantity: number },
  ): Promise<void> {
    await addStock(manager, row);
  }

  /** Support counted the organisation's goods at a location; more stock may let waiting orders ship. */
  async adjustStock(input: AdjustStockInput) {
    const stock = await this.transaction_((manager) => adjustStock(manager, input));
    const routed =
      stock.available > 0 ? await this.deps_.orderRoutingService.routeWaitingOrders(input.organisationId) : 0;
    return { ...stock, routedOrders: routed };
  }

  /** Gives back what the order reserved and has not drawn (order edited, deleted or cancelled). */
  async releaseOrder(manager: EntityManager, orderId: string): Promise<number> {
    return await releaseOrderStock(manager, orderId);
  }

  /** Spec §9: the paid order's reservations are drawn from stock, in the caller's transaction. */
  async drawOrder(manager: EntityManager, orderId: string): Promise<{ drawn: number }> {
    return await drawOrderStock(manager, orderId);
  }
}
