import { type CreateLocationInput, LOCATION_MESSAGES, type UpdateLocationInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { Location } from "../../models/location";
import { pick, recordAudit } from "../audit";
import { assertMerchant } from "./assert-merchant";

/** Support: a platform warehouse, or an organisation's own location (which is of type customer); its id. */
export async function createLocation(manager: EntityManager, input: CreateLocationInput): Promise<string> {
  if (input.organisationId) await assertMerchant(manager, input.organisationId);
  if (Boolean(input.organisationId) !== (input.type === "customer")) {
    throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.customerNeedsOrganisation, "type");
  }
  const repo = manager.getRepository(Location);
  const saved = await repo.save(repo.create({ organisation_id: input.organisationId ?? null, ...fields(input) }));
  await recordAudit(manager, {
    organisationId: saved.organisation_id,
    subjectType: "location",
    subjectId: saved.id,
    subjectLabel: saved.name,
    action: "location.created",
    after: { ...fields(input), organisation_id: saved.organisation_id },
  });
  return saved.id;
}

/** Support: name, type, status and address. */
export async function updateLocation(manager: EntityManager, input: UpdateLocationInput): Promise<void> {
  const repo = manager.getRepository(Location);
  const location = await repo.findOne({ where: { id: input.locationId } });
  if (!location) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound);
  if (location.organisation_id && input.type !== "customer") {
    throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.customerNeedsOrganisation, "type");
  }
  const changed = fields(input);
  await repo.update({ id: input.locationId }, changed);
  await recordAudit(manager, {
    organisationId: location.organisation_id,
    subjectType: "location",
    subjectId: location.id,
    subjectLabel: input.name,
    action: "location.updated",
    before: pick(location, Object.keys(changed) as Array<keyof Location>),
    after: changed,
  });
}

function fields(input: Omit<CreateLocationInput, "organisationId">) {
  return {
    name: input.name,
    type: input.type,
    status: input.status,
    address_1: input.address1 || null,
    address_2: input.address2 || null,
    city: input.city || null,
    postal_code: input.postalCode || null,
    country_code: input.countryCode,
    phone: input.phone || null,
  };
}
