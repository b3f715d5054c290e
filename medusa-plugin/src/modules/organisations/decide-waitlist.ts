import { ORGANISATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { Organisation } from "../../models/organisation";
import { recordAudit } from "../audit";

export type WaitlistDecision = "approve" | "decline";

/** Support's decision on a waitlist sign-up: active or declined, audited. Inside the caller's transaction. */
export async function decideWaitlist(
  manager: EntityManager,
  organisationId: string,
  decision: WaitlistDecision,
): Promise<Organisation> {
  const repository = manager.getRepository(Organisation);
  const found = await repository.findOne({ where: { id: organisationId }, lock: { mode: "pessimistic_write" } });
  if (found?.status !== "waitlist") {
    throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.notOnWaitlist);
  }
  found.status = decision === "approve" ? "active" : "declined";
  const saved = await repository.save(found);
  await recordAudit(manager, {
    organisationId,
    subjectType: "organisation",
    subjectId: organisationId,
    subjectLabel: found.name,
    action: decision === "approve" ? "organisation.approved" : "organisation.declined",
    before: { status: "waitlist" },
    after: { status: saved.status },
  });
  return saved;
}
