import type { BookingListInput } from "@platform/domain";
import { bookingViews, sideOf } from "./booking-views";
import { listBookingRows } from "./data-access/bookings";
import type { BookingDeps, BookingView, BookingViewer } from "./types";

/** The viewer's bookings: a merchant's own, or those of the provider's services; newest first. */
export async function listBookings(
  deps: BookingDeps,
  viewer: BookingViewer,
  input: BookingListInput,
): Promise<{ items: BookingView[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listBookingRows(
    deps.manager,
    sideOf(viewer),
    viewer.organisationId,
    { status: input.status },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  const items = await bookingViews(deps, deps.manager, viewer, rows);
  return { items, total, page: input.page, pageSize: input.pageSize };
}
