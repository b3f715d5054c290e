import { LOCATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { organisationType } from "./data-access";

/** Stock and own locations belong to merchant organisations (the UI offers only those). */
export async function assertMerchant(manager: EntityManager, organisationId: string): Promise<void> {
  const type = await organisationType(manager, organisationId);
  if (!type) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.unknownOrganisation, "organisationId");
  if (type !== "merchant") throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.notMerchant, "organisationId");
}
