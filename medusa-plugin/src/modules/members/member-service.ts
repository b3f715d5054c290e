import { type MemberRole, ORGANISATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../../lib/audit";
import { DomainError } from "../../lib/domain-error";
import { MembershipWriter } from "../../lib/platform-service";
import { Member } from "../../models/member";
import { emailOf, listMembers } from "./data-access/members";
import type { MemberRow } from "./types";

/** Medusa's `memberService` (services/member.ts re-exports it): the people of one organisation. Every method takes the caller's organisation id from the context. */
export default class MemberService extends MembershipWriter {
  async list(organisationId: string): Promise<MemberRow[]> {
    return await listMembers(this.activeManager_, organisationId);
  }

  private async lockedMembers(manager: EntityManager, organisationId: string): Promise<Member[]> {
    // Row locks serialise concurrent role changes, so two owners cannot demote each other to none.
    return await manager
      .getRepository(Member)
      .createQueryBuilder("m")
      .setLock("pessimistic_write")
      .where("m.organisation_id = :organisationId", { organisationId })
      .getMany();
  }

  async updateRole(
    actor: { organisationId: string; role: MemberRole },
    memberId: string,
    role: MemberRole,
  ): Promise<Member> {
    return await this.transaction_(async (manager) => {
      const members = await this.lockedMembers(manager, actor.organisationId);
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
      const saved = await manager.getRepository(Member).save(target);
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
    });
  }

  async remove(actor: { organisationId: string; role: MemberRole }, memberId: string): Promise<void> {
    await this.transaction_(async (manager) => {
      const members = await this.lockedMembers(manager, actor.organisationId);
      const target = members.find((m) => m.id === memberId);
      if (!target) throw new DomainError("NOT_FOUND", ORGANISATION_MESSAGES.memberNotFound);
      if (target.role === "owner" && actor.role !== "owner") {
        throw new DomainError("FORBIDDEN", ORGANISATION_MESSAGES.onlyOwnerGrantsOwner);
      }
      if (target.role === "owner" && members.filter((m) => m.role === "owner").length === 1) {
        throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.lastOwner);
      }
      await manager.getRepository(Member).delete({ id: target.id, organisation_id: actor.organisationId });
      const email = await emailOf(manager, target.customer_id);
      await recordAudit(manager, {
        organisationId: actor.organisationId,
        subjectType: "member",
        subjectId: target.id,
        subjectLabel: email,
        action: "member.removed",
        before: { email, role: target.role },
      });
    });
  }
}
