import { type AccessName, type MemberRole, mayAccess, type Role } from "@platform/domain";
import { redirect } from "@tanstack/react-router";
import type { Me } from "./trpc";

/**
 * A route's beforeLoad check: users whose role (and, where given, member role) may not open the
 * screen are sent to their own dashboard. The server enforces the same rules on every call.
 */
export function allow(me: Me, roles: readonly Role[], memberRoles?: readonly MemberRole[]): void {
  const roleOk = me.role !== null && roles.includes(me.role);
  const memberOk = !memberRoles || (me.memberRole !== null && memberRoles.includes(me.memberRole));
  if (!roleOk || !memberOk) throw redirect({ to: me.dashboardPath ?? "/a" });
}

/** The guard of a screen, from the access table (the sidebar shows the same). */
export function allowArea(me: Me, name: AccessName): void {
  if (!mayAccess(name, me.role, me.memberRole)) throw redirect({ to: me.dashboardPath ?? "/a" });
}

export function allowSettings(me: Me): void {
  allowArea(me, "settings");
}

/** Owners and admins manage their organisation; plain members read it. */
export function canManage(me: Me): boolean {
  return me.memberRole === "owner" || me.memberRole === "admin";
}
