import { type CreateOrderInput, ORDER_MESSAGES, type UpdateOrderInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { PlatformService } from "../../lib/platform-service";
import type { LocationStockService, OrderRoutingService } from "../locations";
import { ownsActiveShop } from "./data-access/order-edits";
import { deleteOrder } from "./delete-order";
import type ManualOrderService from "./manual-order-service";
import type { ShopLookup } from "./shop-ports";
import { updateOrder } from "./update-order";

type InjectedDependencies = {
  manager: EntityManager;
  shopService: ShopLookup;
  manualOrderService: ManualOrderService;
  locationStockService: LocationStockService;
  orderRoutingService: OrderRoutingService;
};

/** A merchant's own changes to its orders: manual orders, address and items until shipped, deletion until shipped (`services.ordersEdits`). */
export default class PlatformOrderEditService extends PlatformService<InjectedDependencies> {
  /** A manual order for one of the organisation's own shops; Medusa's tables as for a shop's order. */
  async create(organisationId: string, _actor: string, input: CreateOrderInput): Promise<{ id: string }> {
    if (!(await ownsActiveShop(this.activeManager_, organisationId, input.shopId))) {
      throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.shopNotYours, "shopId");
    }
    const shop = await this.deps_.shopService.retrieve(input.shopId);
    const orderId = await this.deps_.manualOrderService.createManual(shop, {
      email: input.email ?? null,
      shippingAddress: input.shippingAddress,
      items: input.items,
    });
    // Its history and audit entry ("created") are written with the order, in its transaction.
    return { id: orderId };
  }

  async update(organisationId: string, actor: string, input: UpdateOrderInput): Promise<void> {
    const deps = { manualOrders: this.deps_.manualOrderService, routing: this.deps_.orderRoutingService };
    await this.transaction_((manager) => updateOrder(manager, deps, organisationId, actor, input));
  }

  async delete(organisationId: string, orderId: string): Promise<void> {
    await this.transaction_((manager) =>
      deleteOrder(manager, this.deps_.locationStockService, organisationId, orderId),
    );
  }
}
