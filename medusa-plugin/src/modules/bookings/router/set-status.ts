import { BOOKING_MESSAGES, setBookingStatusSchema } from "@platform/domain";
import { bookingProcedure, viewerOf } from "./procedure";

/** The provider confirms, completes or cancels; the merchant cancels while pending. */
export const setStatus = bookingProcedure
  .meta({ failureMessage: BOOKING_MESSAGES.statusFailed })
  .input(setBookingStatusSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.bookings.setStatus(viewerOf(ctx), input));
