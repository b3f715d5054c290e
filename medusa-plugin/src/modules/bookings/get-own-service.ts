import { SERVICE_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { findProviderService, type ServiceView } from "./data-access/services";

/** One of the provider's own services; another provider's is NOT_FOUND. */
export async function getOwnService(
  manager: EntityManager,
  providerId: string,
  serviceId: string,
): Promise<ServiceView> {
  const view = await findProviderService(manager, providerId, serviceId);
  if (!view) throw new DomainError("NOT_FOUND", SERVICE_MESSAGES.notFound);
  return view;
}
