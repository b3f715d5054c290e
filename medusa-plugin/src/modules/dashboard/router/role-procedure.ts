import type { Role } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { memberProcedure } from "../../../trpc/trpc";

/**
 * A dashboard's procedure: only the role it belongs to (derived from the caller's organisation on
 * every request), and the figures always of the caller's own organisation (ctx.organisationId).
 * The disabled customer's dashboard is the one a disabled organisation may still call.
 */
export function roleProcedure(role: Role) {
  const base = role === "disabled_customer" ? memberProcedure.meta({ allowDisabled: true }) : memberProcedure;
  return base.use(async ({ ctx, next }) => {
    if (ctx.role !== role) throw new TRPCError({ code: "FORBIDDEN" });
    return next();
  });
}
