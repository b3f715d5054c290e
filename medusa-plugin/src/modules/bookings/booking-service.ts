import type { BookingListInput, BookServiceInput, SetBookingStatusInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { ChatPostingService } from "../chats";
import { UploadService } from "../uploads";
import { bookService } from "./book-service";
import { isBookingProvider } from "./data-access/bookings";
import { getBooking } from "./get-booking";
import { listBookingVariants } from "./list-booking-variants";
import { listBookings } from "./list-bookings";
import { setBookingStatus } from "./set-booking-status";
import { BOOKING_SUBJECT, type BookingDeps, type BookingViewer } from "./types";

// The provider of the booked service may open the booking's files (the merchant owns them).
UploadService.registerAccess(
  BOOKING_SUBJECT,
  async (manager, request) => await isBookingProvider(manager, request.subjectId, request.organisationId),
);

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  chatPostingService: ChatPostingService;
};

/**
 * Medusa's `bookingService` (services/booking.ts re-exports it), `ctx.services.bookings`: registers
 * who may open bookings' files; books, lists and moves bookings on.
 */
export default class BookingService extends PlatformService<InjectedDependencies> {
  private get deps(): BookingDeps {
    return { manager: this.manager_, files: this.deps_.uploadService, chatPosting: this.deps_.chatPostingService };
  }

  async variants(organisationId: string, search: string | undefined) {
    return await listBookingVariants(this.manager_, organisationId, search);
  }

  async book(viewer: BookingViewer, input: BookServiceInput) {
    return await bookService(this.deps, viewer, input);
  }

  async list(viewer: BookingViewer, input: BookingListInput) {
    return await listBookings(this.deps, viewer, input);
  }

  async get(viewer: BookingViewer, bookingId: string) {
    return await getBooking(this.deps, viewer, bookingId);
  }

  async setStatus(viewer: BookingViewer, input: SetBookingStatusInput) {
    return await setBookingStatus(this.deps, viewer, input);
  }
}
