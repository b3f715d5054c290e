import type { EntityManager } from "typeorm";
import type LocationStockService from "../../services/location-stock";
import type OrderHistoryService from "../../services/order-history";

/** What recording a retour needs: the manager, the locations' stock (A grades), the order history. */
export type RetourDeps = { manager: EntityManager; stock: LocationStockService; history: OrderHistoryService };
