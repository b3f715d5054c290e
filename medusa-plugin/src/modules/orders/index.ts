// The orders module's public surface: what other domains, the API routes and subscribers may use.
// The services are registered by Medusa from services/*.ts (one-line re-exports of these files).
export { orderLabel } from "./data-access/history";
export type { default as ManualOrderService } from "./manual-order-service";
export type { default as PlatformOrderEditService } from "./order-edit-service";
export type { AddressPatch } from "./order-fields";
export { netUnitPrice, REDACTED_EMAIL } from "./order-fields";
export type { default as OrderHistoryService, OrderHistoryEntry } from "./order-history-service";
export type { default as OrderIntakeService } from "./order-intake-service";
export type { default as OrderRecordsService } from "./order-records-service";
export type { default as PlatformOrderService } from "./order-service";
export type { default as OrderShippingService } from "./order-shipping-service";
export { FULFILMENT_REQUESTED_EVENT } from "./order-shipping-service";
export { orderProcedure, ordersRouter } from "./router";
export type { OrderAddress, OrderDetail, OrderRow } from "./types";
