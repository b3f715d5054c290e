import { accessProcedure } from "../../../trpc/trpc";
import type { AuditViewer } from "../types";

/** Support, and an organisation's owners and admins (the access table's `audit`). */
export const auditProcedure = accessProcedure("audit");

export const viewerOf = (ctx: { role: string; organisationId: string }): AuditViewer => ({
  support: ctx.role === "support",
  organisationId: ctx.organisationId,
});
