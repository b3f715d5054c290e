import type { RetourViewer } from "../types";

/** Support reads every retour; anyone else (a merchant) only its organisation's, taken from the membership. */
export const viewerOf = (ctx: { organisationId: string; role: string }): RetourViewer => ({
  organisationId: ctx.organisationId,
  role: ctx.role === "support" ? "support" : "customer",
});
