import { accessProcedure } from "../../../trpc/trpc";
import type { BookingViewer } from "../types";

/** A provider's own services. */
export const providerProcedure = accessProcedure("services");
/** Merchants browse and book services. */
export const merchantProcedure = accessProcedure("availableServices");
/** Both sides of a booking. */
export const bookingProcedure = accessProcedure("bookings");

export function viewerOf(ctx: BookingViewer): BookingViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId, role: ctx.role, locale: ctx.locale };
}
