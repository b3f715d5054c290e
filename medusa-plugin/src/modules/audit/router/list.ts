import { auditListSchema, auditSubjectTypesFor, COMMON_MESSAGES, type MemberRole } from "@platform/domain";
import { DomainError } from "../../../lib/domain-error";
import { auditProcedure, viewerOf } from "./procedure";

/** The audit log, newest first: support every organisation's (or one's), owners and admins their own. */
export const list = auditProcedure.input(auditListSchema).query(async ({ ctx, input }) => {
  // A role filters by the kinds of record its screens show (the filter offers no other).
  if (input.subjectType && !auditSubjectTypesFor(ctx.role, ctx.member.role as MemberRole).includes(input.subjectType))
    throw new DomainError("BAD_REQUEST", COMMON_MESSAGES.badRequest, "subjectType");
  return await ctx.services.audit.list(viewerOf(ctx), input);
});
