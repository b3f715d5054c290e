// The bookings module's public surface: what other domains and the tRPC root may import.
// The demo seed books through Medusa's `bookingService` and `serviceCatalogService` (services/).
export type { default as BookingService } from "./booking-service";
export { bookingsRouter } from "./router";
export type { default as ServiceCatalogService } from "./service-catalog-service";
export type { BookingProductView, BookingView, BookingViewer, ServiceView } from "./types";
