import type { CreateRetourInput, RetourFilters, RetourListInput, RetourOrderOptionsInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import type { LocationStockService } from "../locations";
import type { OrderHistoryService } from "../orders";
import { exportRetours } from "./export-retours";
import { findRetourOrders } from "./find-retour-orders";
import { getRetour } from "./get-retour";
import { listRetourLocationOptions, listRetourShops } from "./list-retour-filters";
import { listRetours } from "./list-retours";
import { recordRetour } from "./record-retour";
import type { RetourDeps } from "./retour-deps";
import type { RetourViewer } from "./types";

type InjectedDependencies = { locationStockService: LocationStockService; orderHistoryService: OrderHistoryService };

/**
 * Medusa's `retourService` (services/retour.ts re-exports it). Retours (spec §2, §3): support
 * records an order's returned items at a retour location, graded A, B and C per line; A-grade
 * units go back into that location's stock in the same transaction. Merchants read their own
 * retours, support all of them (list, CSV rows). Each method is one use case of this module.
 */
export default class RetourService extends PlatformService<InjectedDependencies> {
  private get deps(): RetourDeps {
    return {
      manager: this.activeManager_,
      stock: this.deps_.locationStockService,
      history: this.deps_.orderHistoryService,
    };
  }

  async list(viewer: RetourViewer, input: RetourListInput) {
    return await listRetours(this.activeManager_, viewer, input);
  }

  /** Every retour the filters find (the CSV export), newest first, read in batches of 500. */
  rows(viewer: RetourViewer, filters: RetourFilters) {
    return exportRetours(this.activeManager_, viewer, filters);
  }

  /** The shop filter's choices: a merchant's own shops; for support, the shops that have retours. */
  async shops(viewer: RetourViewer) {
    return await listRetourShops(this.activeManager_, viewer);
  }

  /** Support: the retour locations (platform warehouses of type retour) a retour can be recorded at. */
  async locations() {
    return await listRetourLocationOptions(this.activeManager_);
  }

  /** Support: orders of any merchant by number, with what each line shipped and already returned. */
  async orderOptions(input: RetourOrderOptionsInput) {
    return await findRetourOrders(this.activeManager_, input);
  }

  /** Support records a retour (see record-retour.ts). */
  async create(customerId: string, input: CreateRetourInput) {
    return await recordRetour(this.deps, customerId, input);
  }

  async get(viewer: RetourViewer, retourId: string) {
    return await getRetour(this.activeManager_, viewer, retourId);
  }
}
