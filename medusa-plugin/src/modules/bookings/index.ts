// The bookings module's public surface: what other domains and the tRPC root may import.
// The demo seed books through Medusa's `bookingService` and `serviceCatalogService` (services/).
export { bookingsRouter } from "./router";
export type { BookingProductView, BookingView, BookingViewer, ServiceView } from "./types";
