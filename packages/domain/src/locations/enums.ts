export const LOCATION_TYPES = ["dropshipping", "retour", "import", "china", "customer"] as const;

export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATION_STATUSES = ["active", "inactive"] as const;

export type LocationStatus = (typeof LOCATION_STATUSES)[number];
