import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { drawPackagingForShipment, type ShipmentDraw } from "./draw-packaging-for-shipment";

/**
 * Medusa's `packagingStockService` (services/packaging-stock.ts re-exports it): what shipping
 * asks of packaging stock, inside its own transaction.
 */
export default class PackagingStockService extends PlatformService {
  async drawForShipment(manager: EntityManager, draw: ShipmentDraw): Promise<void> {
    await drawPackagingForShipment(manager, draw);
  }
}
