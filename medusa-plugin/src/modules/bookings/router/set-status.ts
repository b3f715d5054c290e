import { BOOKING_MESSAGES, setBookingStatusSchema } from "@platform/domain";
import { setBookingStatus } from "../set-booking-status";
import { bookingProcedure, depsOf, viewerOf } from "./procedure";

/** The provider confirms, completes or cancels; the merchant cancels while pending. */
export const setStatus = bookingProcedure
  .meta({ failureMessage: BOOKING_MESSAGES.statusFailed })
  .input(setBookingStatusSchema)
  .mutation(async ({ ctx, input }) => await setBookingStatus(depsOf(ctx.services), viewerOf(ctx), input));
