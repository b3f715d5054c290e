export const LOCATION_PRIORITY_MIN = 1;

export const LOCATION_PRIORITY_MAX = 5;
