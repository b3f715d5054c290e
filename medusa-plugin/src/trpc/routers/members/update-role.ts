import { updateMemberRoleSchema } from "@platform/domain";
import type MemberService from "../../../services/member";
import { memberRoleProcedure } from "../../trpc";

/** Owners and admins change roles; only owners touch the owner role; the last owner stays. */
export const updateRole = memberRoleProcedure("owner", "admin")
  .input(updateMemberRoleSchema)
  .mutation(async ({ ctx, input }) => {
    const members = ctx.container.resolve<MemberService>("memberService");
    const member = await members.updateRole(
      { organisationId: ctx.organisationId, role: ctx.member.role },
      input.memberId,
      input.role,
    );
    return { id: member.id, role: member.role };
  });
