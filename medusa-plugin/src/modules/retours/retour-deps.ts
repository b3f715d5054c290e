import type { EntityManager } from "typeorm";
import type { LocationStockService } from "../locations";
import type { OrderHistoryService } from "../orders";

/** What recording a retour needs: the manager, the locations' stock (A grades), the order history. */
export type RetourDeps = { manager: EntityManager; stock: LocationStockService; history: OrderHistoryService };
