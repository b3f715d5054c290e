import type { MemberRole } from "@platform/domain";
import { MembershipWriter } from "../../lib/platform-service";
import type { Member } from "../../models/member";
import { changeMemberRole } from "./change-member-role";
import { listMembers } from "./data-access/members";
import { removeMember } from "./remove-member";
import type { MemberActor, MemberRow } from "./types";

/**
 * Medusa's `memberService` (services/member.ts re-exports it): the people of one organisation.
 * Every method takes the caller's organisation id from the context; changes run in a transaction
 * after which every instance forgets its cached memberships (MembershipWriter).
 */
export default class MemberService extends MembershipWriter {
  async list(organisationId: string): Promise<MemberRow[]> {
    return await listMembers(this.activeManager_, organisationId);
  }

  async updateRole(actor: MemberActor, memberId: string, role: MemberRole): Promise<Member> {
    return await this.transaction_((manager) => changeMemberRole(manager, actor, memberId, role));
  }

  async remove(actor: MemberActor, memberId: string): Promise<void> {
    await this.transaction_((manager) => removeMember(manager, actor, memberId));
  }
}
