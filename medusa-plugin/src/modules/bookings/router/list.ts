import { bookingListSchema } from "@platform/domain";
import { listBookings } from "../list-bookings";
import { bookingProcedure, depsOf, viewerOf } from "./procedure";

/** My Bookings (merchant) or the bookings of the provider's services, by status. */
export const list = bookingProcedure
  .input(bookingListSchema)
  .query(async ({ ctx, input }) => await listBookings(depsOf(ctx.services), viewerOf(ctx), input));
