import { updateMemberRoleSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Owners and admins change roles; only owners touch the owner role; the last owner stays. */
export const updateRole = accessProcedure("manageOrganisation")
  .input(updateMemberRoleSchema)
  .mutation(async ({ ctx, input }) => {
    const members = ctx.services.members;
    const member = await members.updateRole(
      { organisationId: ctx.organisationId, role: ctx.member.role },
      input.memberId,
      input.role,
    );
    return { id: member.id, role: member.role };
  });
