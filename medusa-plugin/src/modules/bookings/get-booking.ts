import { BOOKING_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { bookingViews, sideOf } from "./booking-views";
import { findBookingRow } from "./data-access/bookings";
import type { BookingDeps, BookingView, BookingViewer } from "./types";

/** One booking of the viewer's side; anyone else's is NOT_FOUND (nothing is revealed). */
export async function getBooking(deps: BookingDeps, viewer: BookingViewer, bookingId: string): Promise<BookingView> {
  const row = await findBookingRow(deps.manager, sideOf(viewer), viewer.organisationId, bookingId);
  const [view] = row ? await bookingViews(deps, deps.manager, viewer, [row]) : [];
  if (!view) throw new DomainError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  return view;
}
