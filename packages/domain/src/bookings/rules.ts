import type { BookingStatus } from "./enums";

export type BookingActor = "provider" | "merchant";

/**
 * Which status changes a side may make (spec §4 names the statuses only; this is our reading):
 * the provider confirms a pending booking, completes a confirmed one and cancels either; the
 * merchant cancels while the booking is pending. unknown is for bookings of unclear state (e.g.
 * imported); only the provider moves them on.
 */
const ALLOWED: Record<BookingActor, Partial<Record<BookingStatus, readonly BookingStatus[]>>> = {
  provider: {
    pending: ["confirmed", "cancelled"],
    confirmed: ["completed", "cancelled"],
    unknown: ["confirmed", "cancelled"],
  },
  merchant: { pending: ["cancelled"] },
};

export function bookingTransitions(actor: BookingActor, from: BookingStatus): readonly BookingStatus[] {
  return ALLOWED[actor][from] ?? [];
}

export function mayChangeBooking(actor: BookingActor, from: BookingStatus, to: BookingStatus): boolean {
  return bookingTransitions(actor, from).includes(to);
}
