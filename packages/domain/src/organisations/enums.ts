// Identity and tenancy (ARCHITECTURE.md).

export const ORGANISATION_TYPES = ["merchant", "agency", "supplier", "service_provider", "platform"] as const;

export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ORGANISATION_STATUSES = ["waitlist", "active", "declined"] as const;

export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** What lists filter by: the stored status, or "disabled" (disabled_at has passed), which wins over it. */
export const ORGANISATION_LIST_STATUSES = [...ORGANISATION_STATUSES, "disabled"] as const;

export type OrganisationListStatus = (typeof ORGANISATION_LIST_STATUSES)[number];

export const MEMBER_ROLES = ["owner", "admin", "member"] as const;

export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The role a screen sees (spec §6 plus supplier); derived, never stored. */
export const ROLES = [
  "support",
  "agency",
  "service_provider",
  "supplier",
  "waitlist",
  "disabled_customer",
  "customer",
] as const;

export type Role = (typeof ROLES)[number];

/** How a bulk import container is loaded: shared (LCL) or a full container of a size. */
export const CONTAINER_LOADS = ["lcl", "fcl_20", "fcl_40", "fcl_40hc"] as const;

export type ContainerLoad = (typeof CONTAINER_LOADS)[number];

/**
 * The statuses an organisations list offers a role: an agency's clients joined by its invitation
 * (active from the start) and may be disabled later; the sign-up statuses never apply to them.
 */
export function organisationListStatusesFor(role: Role | null): readonly OrganisationListStatus[] {
  return role === "agency" ? ["active", "disabled"] : ORGANISATION_LIST_STATUSES;
}
