import { auditListSchema } from "@platform/domain";
import { auditProcedure, viewerOf } from "./procedure";

/** The audit log, newest first: support every organisation's (or one's), owners and admins their own. */
export const list = auditProcedure.input(auditListSchema).query(async ({ ctx, input }) => {
  return await ctx.services.audit.list(viewerOf(ctx), input);
});
