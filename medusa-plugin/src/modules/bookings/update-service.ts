import { SERVICE_MESSAGES, type UpdateServiceInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { serviceAuditFields } from "./create-service";
import { lockProviderService, type ServiceView, serviceFieldsOf, updateProviderService } from "./data-access/services";
import { getOwnService } from "./get-own-service";

/** Edits one of the provider's own services (disabling it stops new bookings); another provider's is NOT_FOUND. */
export async function updateService(
  manager: EntityManager,
  providerId: string,
  input: UpdateServiceInput,
): Promise<ServiceView> {
  await manager.transaction(async (manager) => {
    const before = await lockProviderService(manager, providerId, input.serviceId);
    const updated = await updateProviderService(manager, providerId, input.serviceId, serviceFieldsOf(input));
    // Another provider's service reads as the spec's failure, revealing nothing.
    if (!updated) throw new DomainError("NOT_FOUND", SERVICE_MESSAGES.updateFailed);
    await recordAudit(manager, {
      organisationId: providerId,
      subjectType: "service",
      subjectId: input.serviceId,
      subjectLabel: input.name,
      action: "service.updated",
      before,
      after: serviceAuditFields(input),
    });
  });
  return await getOwnService(manager, providerId, input.serviceId);
}
