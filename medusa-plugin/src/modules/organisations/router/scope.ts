import type { OrganisationScope } from "../types";

/** Support sees every organisation; an agency only its clients. */
export function scopeOf(ctx: { role: string; organisationId: string }): OrganisationScope {
  return ctx.role === "support" ? { kind: "all" } : { kind: "agency", agencyId: ctx.organisationId };
}
