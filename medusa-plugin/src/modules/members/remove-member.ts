import { ORGANISATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { deleteMember, emailOf, lockMembers } from "./data-access/members";
import type { MemberActor } from "./types";

/** Removes a member from the caller's organisation; only an owner removes an owner; the last owner stays. Inside the caller's transaction. */
export async function removeMember(manager: EntityManager, actor: MemberActor, memberId: string): Promise<void> {
  const members = await lockMembers(manager, actor.organisationId);
  const target = members.find((m) => m.id === memberId);
  if (!target) throw new DomainError("NOT_FOUND", ORGANISATION_MESSAGES.memberNotFound);
  if (target.role === "owner" && actor.role !== "owner") {
    throw new DomainError("FORBIDDEN", ORGANISATION_MESSAGES.onlyOwnerGrantsOwner);
  }
  if (target.role === "owner" && members.filter((m) => m.role === "owner").length === 1) {
    throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.lastOwner);
  }
  await deleteMember(manager, actor.organisationId, target.id);
  const email = await emailOf(manager, target.customer_id);
  await recordAudit(manager, {
    organisationId: actor.organisationId,
    subjectType: "member",
    subjectId: target.id,
    subjectLabel: email,
    action: "member.removed",
    before: { email, role: target.role },
  });
}
