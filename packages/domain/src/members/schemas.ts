import { z } from "zod";
import { MEMBER_ROLES } from "../organisations/enums";
import { entityId } from "../shared/schemas";

export const updateMemberRoleSchema = z.object({ memberId: entityId, role: z.enum(MEMBER_ROLES) });
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleSchema>;

export const removeMemberSchema = z.object({ memberId: entityId });
