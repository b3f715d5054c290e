import type { CreateServiceInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import { insertService, type ServiceFields, type ServiceView, serviceFieldsOf } from "./data-access/services";
import { getOwnService } from "./get-own-service";

/** A provider creates a service (spec §3), with its audit entry. */
export async function createService(
  manager: EntityManager,
  providerId: string,
  customerId: string,
  input: CreateServiceInput,
): Promise<ServiceView> {
  const id = await manager.transaction(async (manager) => {
    const id = await insertService(manager, {
      ...serviceFieldsOf(input),
      providerOrganisationId: providerId,
      createdBy: customerId,
    });
    await recordAudit(manager, {
      organisationId: providerId,
      subjectType: "service",
      subjectId: id,
      subjectLabel: input.name,
      action: "service.created",
      after: serviceAuditFields(input),
    });
    return id;
  });
  return await getOwnService(manager, providerId, id);
}

/** A service's fields as the table names them (before and after compare column by column). */
export function serviceAuditFields(input: ServiceFields) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    required_information: input.requiredInformation,
    requires_product_selection: input.requiresProductSelection,
    enabled: input.enabled,
    terms_url: input.termsUrl,
  };
}
