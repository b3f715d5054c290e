import type { AccessName, MemberRole, Role } from "@platform/domain/plain";
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

type MayAccess = (name: AccessName, role: Role | null, memberRole?: MemberRole | null) => boolean;
let mayAccess: MayAccess | undefined;

/**
 * The access table (packages/domain's `mayAccess`) comes with the API runtime, handed over by
 * `/a`'s beforeLoad, which runs before every screen's guard: the sign-in page does not carry it.
 */
export function setAccessTable(check: MayAccess): void {
  mayAccess = check;
}

/** The guard of a screen, from the access table (the sidebar shows the same). */
export function allowArea(me: Me, name: AccessName): void {
  if (!mayAccess) throw new Error("The access table is loaded by /a before any screen's guard runs.");
  if (!mayAccess(name, me.role, me.memberRole)) throw redirect({ to: me.dashboardPath ?? "/a" });
}

export function allowSettings(me: Me): void {
  allowArea(me, "settings");
}

/** Owners and admins manage their organisation; plain members read it. */
export function canManage(me: Me): boolean {
  return me.memberRole === "owner" || me.memberRole === "admin";
}
