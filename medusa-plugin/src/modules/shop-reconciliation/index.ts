// Shopify reconciliation: the public face (the job's loader, the tRPC router, the service).
export { type CurrentShopOrder, compareShopOrder, type Drift, type StoredShopOrder } from "./compare-shop-order";
export { shopReconciliationRouter } from "./router";
export { default as ShopReconciliationService, reconciliationSettings } from "./shop-reconciliation-service";
