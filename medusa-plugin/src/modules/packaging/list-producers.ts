import type { EntityManager } from "typeorm";
import { listActiveSuppliers } from "./data-access/packaging-orders";

/** The active supplier organisations support may assign as producers. */
export async function listProducers(manager: EntityManager) {
  return await listActiveSuppliers(manager);
}
