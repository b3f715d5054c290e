import { bookingIdSchema } from "@platform/domain";
import { bookingProcedure, viewerOf } from "./procedure";

/** One booking of the caller's side, with products, files and its chat. */
export const get = bookingProcedure
  .input(bookingIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.bookings.get(viewerOf(ctx), input.bookingId));
