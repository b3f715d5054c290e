import type { OrderFilters, OrderListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { getOrder } from "./get-order";
import { exportOrders, listOrders, type OrderPage } from "./list-orders";
import type { OrderDetail, OrderRow } from "./types";

type InjectedDependencies = { manager: EntityManager };

/** Our view of Medusa orders, per organisation: the list, the CSV export and the detail page (`services.orders`). */
export default class PlatformOrderService extends PlatformService<InjectedDependencies> {
  async list(organisationId: string, input: OrderListInput): Promise<OrderPage> {
    return await listOrders(this.activeManager_, organisationId, input);
  }

  exportRows(organisationId: string, filters: OrderFilters): AsyncGenerator<OrderRow[]> {
    return exportOrders(this.activeManager_, organisationId, filters);
  }

  /** `organisationId` null is support, who may read any. */
  async get(organisationId: string | null, orderId: string): Promise<OrderDetail> {
    return await getOrder(this.activeManager_, organisationId, orderId);
  }
}
