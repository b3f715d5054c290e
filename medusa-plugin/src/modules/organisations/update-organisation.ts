import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { Organisation } from "../../models/organisation";
import { pick, recordAudit } from "../audit";

export type OrganisationChange =
  | "organisation.details_updated"
  | "organisation.container_updated"
  | "organisation.slack_updated"
  | "organisation.disabled"
  | "organisation.enabled"
  | "organisation.margin_set";

/**
 * One update of the organisation's row under its lock, with the audit entry of the fields it
 * changed (before → after). Inside the caller's transaction.
 */
export async function updateOrganisation(
  manager: EntityManager,
  organisationId: string,
  action: OrganisationChange,
  fields: Partial<Organisation>,
): Promise<Organisation> {
  const repository = manager.getRepository(Organisation);
  const before = await repository.findOne({ where: { id: organisationId }, lock: { mode: "pessimistic_write" } });
  if (!before) throw new DomainError("NOT_FOUND", "common:errors.notFound");
  await repository.update({ id: organisationId }, fields);
  const after = await repository.findOneOrFail({ where: { id: organisationId } });
  const keys = Object.keys(fields) as Array<keyof Organisation>;
  await recordAudit(manager, {
    organisationId,
    subjectType: "organisation",
    subjectId: organisationId,
    subjectLabel: after.name,
    action,
    before: pick(before, keys),
    after: pick(after, keys),
  });
  return after;
}
