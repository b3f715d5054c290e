import { bookingListSchema } from "@platform/domain";
import { bookingProcedure, viewerOf } from "./procedure";

/** My Bookings (merchant) or the bookings of the provider's services, by status. */
export const list = bookingProcedure
  .input(bookingListSchema)
  .query(async ({ ctx, input }) => await ctx.services.bookings.list(viewerOf(ctx), input));
