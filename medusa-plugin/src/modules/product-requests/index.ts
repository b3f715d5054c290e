// The product requests module's public surface. The router (`productRequestsRouter`) is exported here, mounted by
// trpc/router.ts; Medusa registers the service from services/product-request.ts.
export { default as ProductRequestService } from "./product-request-service";
export { PRODUCT_REQUEST_SUBJECT } from "./request-deps";
export { productRequestsRouter } from "./router";
export type { ProductRequestDetail, ProductRequestView, RequestViewer } from "./types";
