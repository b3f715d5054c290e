import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { waitingOrderIds } from "./data-access";
import { getOrderRouting } from "./get-order-routing";
import { routeOrder } from "./route-order";
import type { LocationViewer, RoutingResult } from "./types";

type InjectedDependencies = { manager: EntityManager };

/**
 * Which location ships an order: the best-ranked active location (the organisation's priorities
 * per country, then No Country) that holds every item, reserved there at once; never split.
 */
export default class OrderRoutingService extends PlatformService<InjectedDependencies> {
  /**
   * The organisation's unroutable orders (not shipped, not cancelled), oldest first, are routed
   * again — after its priorities changed or stock arrived. Each in its own transaction.
   */
  async routeWaitingOrders(organisationId: string, limit = 500): Promise<number> {
    let routed = 0;
    for (const orderId of await waitingOrderIds(this.activeManager_, organisationId, limit)) {
      if ((await this.routeOrderNow(orderId)).status === "routed") routed++;
    }
    return routed;
  }

  /** Routes an order inside the caller's transaction (intake, edits, product links). */
  async routeOrder(manager: EntityManager, orderId: string): Promise<RoutingResult> {
    return await routeOrder(manager, orderId);
  }

  /** Routes the order in its own transaction (support: re-route after stock or priorities changed). */
  async routeOrderNow(orderId: string): Promise<RoutingResult> {
    return await this.transaction_((manager) => routeOrder(manager, orderId));
  }

  /** What the order detail shows: the chosen location and why, or the unroutable flag and what was missing. */
  async routingForOrder(viewer: LocationViewer, orderId: string) {
    return await getOrderRouting(this.activeManager_, viewer, orderId);
  }
}
