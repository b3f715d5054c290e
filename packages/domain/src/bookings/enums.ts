export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed", "unknown"] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SERVICE_STATES = ["enabled", "disabled"] as const;

export type ServiceState = (typeof SERVICE_STATES)[number];
