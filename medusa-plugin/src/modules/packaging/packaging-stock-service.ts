import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { PackagingViewer } from "./data-access/packaging";
import { drawPackagingForShipment, type ShipmentDraw } from "./draw-packaging-for-shipment";
import { listPackagingStocks } from "./list-packaging-stocks";

/**
 * Medusa's `packagingStockService` (services/packaging-stock.ts re-exports it),
 * `ctx.services.packagingStock`: the stock per location, and what shipping asks of it inside
 * shipping's own transaction.
 */
export default class PackagingStockService extends PlatformService {
  /** On hand, reserved by orders and arriving, per location (one location when given). */
  async list(viewer: PackagingViewer, locationId?: string) {
    return await listPackagingStocks(this.manager_, viewer, locationId);
  }

  async drawForShipment(manager: EntityManager, draw: ShipmentDraw): Promise<void> {
    await drawPackagingForShipment(manager, draw);
  }
}
