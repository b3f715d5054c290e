import { auditForSubjectSchema } from "@platform/domain";
import { auditProcedure, viewerOf } from "./procedure";

/** One invoice's, booking's or order's history, oldest first, for its details screen. */
export const forSubject = auditProcedure.input(auditForSubjectSchema).query(async ({ ctx, input }) => {
  return await ctx.services.audit.forSubject(viewerOf(ctx), input);
});
