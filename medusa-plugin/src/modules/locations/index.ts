// The locations module's public surface: what other domains (orders, stock orders, invoices,
// retours) and services/ may import. Routing is here; orders import it, never the reverse.
export { default as LocationService } from "./location-service";
export { default as LocationStockService } from "./location-stock-service";
export { default as OrderRoutingService } from "./order-routing-service";
export { locationsRouter } from "./router";
export type {
  LocationView,
  LocationViewer,
  MissingItem,
  RoutingExplanation,
  RoutingResult,
  StockView,
} from "./types";
