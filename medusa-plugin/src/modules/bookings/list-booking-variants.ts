import type { EntityManager } from "typeorm";
import { type BookingProductView, organisationVariants } from "./data-access/booking-products";

/** The products a merchant may book with: its shops' and its stock's variants (else the priced catalogue). */
export async function listBookingVariants(
  manager: EntityManager,
  organisationId: string,
  search: string | undefined,
): Promise<BookingProductView[]> {
  return await organisationVariants(manager, organisationId, search);
}
