import { type MemberRole, ORGANISATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { Member } from "../../models/member";
import { recordAudit } from "../audit";
import { emailOf, lockMembers, saveMember } from "./data-access/members";
import type { MemberActor } from "./types";

/** Owners and admins change roles; only an owner makes or unmakes owners; the last owner stays. Inside the caller's transaction. */
export async function changeMemberRole(
  manager: EntityManager,
  actor: MemberActor,
  memberId: string,
  role: MemberRole,
): Promise<Member> {
  const members = await lockMembers(manager, actor.organisationId);
  const target = members.find((m) => m.id === memberId);
  if (!target) throw new DomainError("NOT_FOUND", ORGANISATION_MESSAGES.memberNotFound);
  // Only an owner makes or unmakes owners.
  if ((role === "owner" || target.role === "owner") && actor.role !== "owner") {
    throw new DomainError("FORBIDDEN", ORGANISATION_MESSAGES.onlyOwnerGrantsOwner);
  }
  const owners = members.filter((m) => m.role === "owner");
  if (target.role === "owner" && role !== "owner" && owners.length === 1) {
    throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.lastOwner);
  }
  const before = target.role;
  target.role = role;
  const saved = await saveMember(manager, target);
  await recordAudit(manager, {
    organisationId: actor.organisationId,
    subjectType: "member",
    subjectId: target.id,
    subjectLabel: await emailOf(manager, target.customer_id),
    action: "member.role_changed",
    before: { role: before },
    after: { role },
  });
  return saved;
}
