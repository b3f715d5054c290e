import type { EntityManager } from "typeorm";
import { activeProducers } from "./data-access/requests";

/** The active supplier organisations (producers) a request can be assigned to, by name. */
export async function listProducers(manager: EntityManager): Promise<Array<{ id: string; name: string }>> {
  return await activeProducers(manager);
}
