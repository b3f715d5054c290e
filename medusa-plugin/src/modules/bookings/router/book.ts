import { BOOKING_MESSAGES, bookServiceSchema } from "@platform/domain";
import { merchantProcedure, viewerOf } from "./procedure";

/** Book a service: products, files, notes, amount, date and the accepted terms, all or nothing. */
export const book = merchantProcedure
  .meta({ failureMessage: BOOKING_MESSAGES.bookFailed })
  .input(bookServiceSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.bookings.book(viewerOf(ctx), input));
