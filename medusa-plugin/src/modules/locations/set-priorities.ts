import { LOCATION_MESSAGES, type SetLocationPrioritiesInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import {
  countVisibleLocations,
  locationsWithPriority,
  priorityLevels,
  removePriority,
  savePriority,
} from "./data-access";
import { toLocationView } from "./list-locations";

/** Every location the organisation sees, with its level for the country (or No Country), or null. */
export async function listPriorities(manager: EntityManager, organisationId: string, country: string) {
  const rows = await locationsWithPriority(manager, organisationId, country);
  return {
    country,
    items: rows.map((row) => ({
      location: toLocationView(row),
      priority: row.priority === null ? null : Number(row.priority),
    })),
  };
}

/**
 * Sets (or, with null, removes) the organisation's levels for one country, all or nothing, in the
 * caller's transaction. Routing the waiting orders again is the caller's, after commit.
 */
export async function setPriorities(
  manager: EntityManager,
  organisationId: string,
  input: SetLocationPrioritiesInput,
): Promise<void> {
  const ids = input.priorities.map((row) => row.locationId);
  const visible = ids.length ? await countVisibleLocations(manager, organisationId, ids) : 0;
  if (visible !== new Set(ids).size) {
    throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.unknownLocation, "priorities");
  }
  const before = await priorityLevels(manager, organisationId, input.country);
  for (const row of input.priorities) {
    const key = { organisationId, locationId: row.locationId, countryCode: input.country };
    if (row.priority === null) await removePriority(manager, key);
    else await savePriority(manager, { ...key, priority: row.priority });
  }
  await recordAudit(manager, {
    organisationId,
    subjectType: "organisation",
    subjectId: organisationId,
    subjectLabel: input.country,
    action: "organisation.location_priorities_set",
    before: { country: input.country, ...before },
    after: { country: input.country, ...(await priorityLevels(manager, organisationId, input.country)) },
  });
}
