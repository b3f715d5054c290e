import type { EntityManager } from "typeorm";
import { listOrganisationShops, listRetourLocations } from "./data-access/retour-orders";
import { listShopsWithRetours } from "./data-access/retours";
import type { RetourViewer } from "./types";

/** The shop filter's choices: a merchant's own shops; for support, the shops that have retours. */
export async function listRetourShops(
  manager: EntityManager,
  viewer: RetourViewer,
): Promise<Array<{ id: string; name: string }>> {
  if (viewer.role === "support") return await listShopsWithRetours(manager);
  return await listOrganisationShops(manager, viewer.organisationId);
}

/** Support: the retour locations (platform warehouses of type retour) a retour can be recorded at. */
export async function listRetourLocationOptions(
  manager: EntityManager,
): Promise<Array<{ id: string; name: string; status: string }>> {
  return await listRetourLocations(manager);
}
