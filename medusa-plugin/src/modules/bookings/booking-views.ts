import { type BookingActor, bookingTransitions } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { bookedProducts } from "./data-access/booking-products";
import type { BookingRow } from "./data-access/bookings";
import { BOOKING_SUBJECT, type BookingDeps, type BookingView, type BookingViewer } from "./types";

/** The viewer's side of a booking: a service provider provides, anyone else books. */
export function sideOf(viewer: BookingViewer): BookingActor {
  return viewer.role === "service_provider" ? "provider" : "merchant";
}

/** Bookings as the viewer sees them: with their products, files and the statuses the viewer may set. */
export async function bookingViews(
  deps: BookingDeps,
  manager: EntityManager,
  viewer: BookingViewer,
  rows: BookingRow[],
): Promise<BookingView[]> {
  const ids = rows.map((row) => row.id);
  const [products, files] = await Promise.all([
    bookedProducts(manager, ids),
    deps.files.listFor(BOOKING_SUBJECT, ids, manager),
  ]);
  const side = sideOf(viewer);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    unitPrice: row.unitPrice,
    total: row.amount * row.unitPrice,
    currencyCode: "eur",
    notes: row.notes,
    bookingDate: row.bookingDate,
    createdAt: row.createdAt,
    lastMessageAt: Number(row.chatLastSeq ?? 0) > 0 ? row.chatLastMessageAt : null,
    statusChangedAt: row.statusChangedAt,
    invoiceId: row.invoiceId,
    chatId: row.chatId,
    service: {
      id: row.serviceId,
      name: row.serviceName,
      requiredInformation: row.requiredInformation,
      termsUrl: row.termsUrl,
    },
    provider: { id: row.providerOrganisationId, name: row.providerName },
    organisation: { id: row.organisationId, name: row.organisationName },
    products: products.get(row.id) ?? [],
    files: (files.get(row.id) ?? []).map((upload) => deps.files.toView(upload)),
    transitions: [...bookingTransitions(side, row.status)],
  }));
}
