import type { BookingViewer } from "../../../services/booking";
import { accessProcedure } from "../../trpc";

/** A provider's own services. */
export const providerProcedure = accessProcedure("services");
/** Merchants browse and book services. */
export const merchantProcedure = accessProcedure("availableServices");
/** Both sides of a booking. */
export const bookingProcedure = accessProcedure("bookings");

export function viewerOf(ctx: BookingViewer): BookingViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId, role: ctx.role, locale: ctx.locale };
}
