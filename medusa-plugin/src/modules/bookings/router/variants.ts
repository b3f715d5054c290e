import { bookingVariantsSchema } from "@platform/domain";
import { listBookingVariants } from "../list-booking-variants";
import { merchantProcedure } from "./procedure";

/** The merchant's own variants to choose for a booking. */
export const variants = merchantProcedure
  .input(bookingVariantsSchema)
  .query(async ({ ctx, input }) => await listBookingVariants(ctx.services.manager, ctx.organisationId, input.search));
