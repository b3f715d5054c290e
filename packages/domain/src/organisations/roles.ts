import type { OrganisationStatus, OrganisationType, Role } from "./enums";

export type RoleSubject = {
  type: OrganisationType;
  status: OrganisationStatus;
  disabled_at: Date | string | null;
};

/** An organisation counts as disabled from the moment its disabled_at has passed. */
export function isDisabled(org: Pick<RoleSubject, "disabled_at">, now: Date = new Date()): boolean {
  if (!org.disabled_at) return false;
  return new Date(org.disabled_at).getTime() <= now.getTime();
}

/** The single rule that turns an organisation into the role a screen sees (ARCHITECTURE.md). */
export function deriveRole(org: RoleSubject, now: Date = new Date()): Role {
  if (isDisabled(org, now)) return "disabled_customer";
  switch (org.type) {
    case "platform":
      return "support";
    case "agency":
      return "agency";
    case "service_provider":
      return "service_provider";
    case "supplier":
      return "supplier";
    case "merchant":
      return org.status === "active" ? "customer" : "waitlist";
  }
}

/** Where each role lands after sign-in, inside /a. */
export const DASHBOARD_PATH: Record<Role, string> = {
  support: "/a/dashboard/support",
  agency: "/a/dashboard/agency",
  service_provider: "/a/dashboard/service-provider",
  supplier: "/a/dashboard/supplier",
  waitlist: "/a/dashboard/waitlist",
  disabled_customer: "/a/dashboard/disabled",
  customer: "/a/dashboard/customer",
};
