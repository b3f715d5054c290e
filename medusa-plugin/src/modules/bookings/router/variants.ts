import { bookingVariantsSchema } from "@platform/domain";
import { merchantProcedure } from "./procedure";

/** The merchant's own variants to choose for a booking. */
export const variants = merchantProcedure
  .input(bookingVariantsSchema)
  .query(async ({ ctx, input }) => await ctx.services.bookings.variants(ctx.organisationId, input.search));
