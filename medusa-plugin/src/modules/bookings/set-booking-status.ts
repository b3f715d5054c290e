import { BOOKING_MESSAGES, mayChangeBooking, type SetBookingStatusInput } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { translate } from "../../lib/i18n";
import { recordAudit } from "../audit";
import { notifyMembers } from "../notifications";
import { sideOf } from "./booking-views";
import { lockBooking, updateBookingStatus } from "./data-access/bookings";
import { getBooking } from "./get-booking";
import { postBookingNotice } from "./post-booking-notice";
import type { BookingDeps, BookingView, BookingViewer } from "./types";

/** The provider confirms, completes or cancels; the merchant cancels while pending (rules.ts). */
export async function setBookingStatus(
  deps: BookingDeps,
  viewer: BookingViewer,
  input: SetBookingStatusInput,
): Promise<BookingView> {
  const side = sideOf(viewer);
  const chatId = await deps.manager.transaction(async (manager) => {
    const booking = await lockBooking(manager, side, viewer.organisationId, input.bookingId);
    if (!booking) throw new DomainError("NOT_FOUND", BOOKING_MESSAGES.notFound);
    if (!mayChangeBooking(side, booking.status, input.status)) {
      throw new DomainError("CONFLICT", BOOKING_MESSAGES.statusNotAllowed, "status");
    }
    await updateBookingStatus(manager, input.bookingId, input.status);
    await notifyMembers(manager, {
      organisationIds: [side === "provider" ? booking.organisationId : booking.providerOrganisationId],
      kind: "booking_changed",
      subjectType: "booking",
      subjectId: booking.id,
      params: { serviceName: booking.serviceName, bookingDate: booking.bookingDate, status: input.status },
    });
    await recordAudit(manager, {
      organisationId: booking.organisationId,
      subjectType: "booking",
      subjectId: booking.id,
      subjectLabel: booking.serviceName,
      action: "booking.status_changed",
      before: { status: booking.status },
      after: { status: input.status },
    });
    return booking.chatId;
  });
  // Both sides see the change in the booking's messages, live (and the other side by mail);
  // the bell has the change already (booking_changed), not a second time as a chat message.
  if (chatId) {
    await postBookingNotice(
      deps,
      viewer,
      chatId,
      translate(viewer.locale, `bookings:chat.status.${input.status}`),
      false,
    );
  }
  return await getBooking(deps, viewer, input.bookingId);
}
