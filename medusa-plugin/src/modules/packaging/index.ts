// The packaging module's public surface: what other domains and the tRPC root may import.
// Shipping draws packaging through Medusa's `packagingStockService` (services/packaging-stock.ts).
export type { ShipmentDraw } from "./draw-packaging-for-shipment";
export type { default as PackagingOrderService } from "./packaging-order-service";
export type { default as PackagingService } from "./packaging-service";
export type { default as PackagingStockService } from "./packaging-stock-service";
export { packagingRouter } from "./router";
export type {
  OrderPackagingView,
  PackagingOrderView,
  PackagingStockRow,
  PackagingView,
  PackagingViewer,
  VariantDefault,
} from "./types";
