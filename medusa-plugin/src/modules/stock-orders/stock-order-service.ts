import type {
  CheckStockOrderItemsInput,
  CreateStockOrderInput,
  ReceiveStockOrderInput,
  StockOrderListInput,
} from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import type { LocationStockService, OrderRoutingService } from "../locations";
import { checkStockOrderItems } from "./check-stock-order-items";
import { createStockOrder } from "./create-stock-order";
import type { StockOrderStep } from "./data-access/stock-orders";
import { getStockOrder } from "./get-stock-order";
import { listStockOrders } from "./list-stock-orders";
import { listSuppliers } from "./list-suppliers";
import { RECEIVING_VIEWER, receiveStockOrder } from "./receive-stock-order";
import { takeStockOrderStep } from "./take-stock-order-step";
import type { StockOrderViewer } from "./types";

type InjectedDependencies = { locationStockService: LocationStockService; orderRoutingService: OrderRoutingService };

/**
 * Medusa's `stockOrderService` (services/stock-order.ts re-exports it; `ctx.services.stockOrders`,
 * the demo seed): create (items pasted or from a CSV file), the supplier's steps, receiving.
 */
export default class StockOrderService extends PlatformService<InjectedDependencies> {
  async list(viewer: StockOrderViewer, input: StockOrderListInput) {
    return await listStockOrders(this.activeManager_, viewer, input);
  }

  async get(viewer: StockOrderViewer, stockOrderId: string) {
    return await getStockOrder(this.activeManager_, viewer, stockOrderId);
  }

  async suppliers(): Promise<Array<{ id: string; name: string }>> {
    return await listSuppliers(this.activeManager_);
  }

  async checkItems(input: CheckStockOrderItemsInput) {
    return await checkStockOrderItems(this.activeManager_, input);
  }

  /** Everything checked first, then stored in one transaction, or nothing. */
  async create(organisationId: string, customerId: string, input: CreateStockOrderInput): Promise<string> {
    return await this.transaction_((manager) => createStockOrder(manager, organisationId, customerId, input));
  }

  private async step(viewer: StockOrderViewer, stockOrderId: string, step: StockOrderStep) {
    await this.transaction_((manager) => takeStockOrderStep(manager, viewer, stockOrderId, step));
    return await this.get(viewer, stockOrderId);
  }

  /** The supplier (or support) confirms: pending → processing. */
  async confirm(viewer: StockOrderViewer, stockOrderId: string) {
    return await this.step(viewer, stockOrderId, "confirm");
  }

  /** The supplier (or support) marks it shipped: the arrival window now counts from today. */
  async ship(viewer: StockOrderViewer, stockOrderId: string) {
    return await this.step(viewer, stockOrderId, "ship");
  }

  /** The merchant or support cancels an order that has not shipped. */
  async cancel(viewer: StockOrderViewer, stockOrderId: string) {
    return await this.step(viewer, stockOrderId, "cancel");
  }

  /** Support receives a delivery into the location's stock; a repeated receipt key adds nothing. */
  async receive(customerId: string, input: ReceiveStockOrderInput) {
    const result = await this.transaction_((manager) =>
      receiveStockOrder(manager, this.deps_.locationStockService, customerId, input),
    );
    // Orders waiting for stock may find it now (each routed in its own transaction).
    const routedOrders =
      result.received > 0 ? await this.deps_.orderRoutingService.routeWaitingOrders(result.organisationId) : 0;
    return {
      received: result.received,
      repeated: result.repeated,
      routedOrders,
      order: await this.get(RECEIVING_VIEWER, input.stockOrderId),
    };
  }
}
