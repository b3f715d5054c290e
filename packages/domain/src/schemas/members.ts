import { z } from "zod";
import { MEMBER_ROLES } from "../enums";
import { entityId } from "./shared";

export const updateMemberRoleSchema = z.object({ memberId: entityId, role: z.enum(MEMBER_ROLES) });
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleSchema>;

export const removeMemberSchema = z.object({ memberId: entityId });
