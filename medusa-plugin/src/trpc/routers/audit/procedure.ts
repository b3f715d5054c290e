import type { AuditViewer } from "../../../services/audit";
import { accessProcedure } from "../../trpc";

/** Support, and an organisation's owners and admins (the access table's `audit`). */
export const auditProcedure = accessProcedure("audit");

export const viewerOf = (ctx: { role: string; organisationId: string }): AuditViewer => ({
  support: ctx.role === "support",
  organisationId: ctx.organisationId,
});
