import type { EntityManager } from "typeorm";
import { listEnabledServices, listProviderServices, type ServiceView } from "./data-access/services";

/** The provider's own services, enabled and disabled, by name. */
export async function listOwnServices(manager: EntityManager, providerId: string): Promise<ServiceView[]> {
  return await listProviderServices(manager, providerId);
}

/** What merchants may book: enabled services of active providers. */
export async function listAvailableServices(manager: EntityManager): Promise<ServiceView[]> {
  return await listEnabledServices(manager);
}
