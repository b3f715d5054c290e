import { bookingIdSchema } from "@platform/domain";
import { getBooking } from "../get-booking";
import { bookingProcedure, depsOf, viewerOf } from "./procedure";

/** One booking of the caller's side, with products, files and its chat. */
export const get = bookingProcedure
  .input(bookingIdSchema)
  .query(async ({ ctx, input }) => await getBooking(depsOf(ctx.services), viewerOf(ctx), input.bookingId));
