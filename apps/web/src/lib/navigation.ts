import type { Role } from "@platform/domain";

/**
 * The sidebar areas that exist, in sidebar order, with the roles that may open them. Route guards
 * read the same table, so a link is shown exactly where the screen lets the user in.
 */
export const AREAS = {
  "/a/shops": { label: "nav.shops", roles: ["customer", "waitlist"] },
  "/a/organisation": { label: "nav.organisation", roles: ["customer", "agency", "supplier", "service_provider"] },
  "/a/locations": { label: "nav.locations", roles: ["customer", "support"] },
  "/a/orders": { label: "nav.orders", roles: ["customer", "waitlist"] },
  "/a/claims": { label: "nav.claims", roles: ["support"] },
  "/a/chats": { label: "nav.chats", roles: ["customer", "supplier", "support"] },
  "/a/organisations": { label: "nav.organisations", roles: ["support", "agency"] },
  "/a/customers": { label: "nav.customers", roles: ["support"] },
  "/a/waitlist": { label: "nav.waitlist", roles: ["support"] },
  "/a/agency-margin": { label: "nav.agencyMargin", roles: ["agency"] },
  "/a/invite-organisation": { label: "nav.inviteOrganisation", roles: ["support", "agency"] },
} as const satisfies Record<string, { label: string; roles: readonly Role[] }>;

export type AreaPath = keyof typeof AREAS;

/** User and personal settings: everyone with an organisation except a disabled one. */
export const SETTINGS_ROLES: readonly Role[] = ["customer", "agency", "support", "supplier", "service_provider", "waitlist"];

export function areasFor(role: Role | null): Array<{ to: AreaPath; label: string }> {
  if (!role) return [];
  return (Object.entries(AREAS) as Array<[AreaPath, (typeof AREAS)[AreaPath]]>)
    .filter(([, area]) => (area.roles as readonly Role[]).includes(role))
    .map(([to, area]) => ({ to, label: area.label }));
}
