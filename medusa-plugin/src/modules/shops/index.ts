// The shops module's public surface: what other domains, the API routes, subscribers and loaders
// import. Code resolves Medusa's `shopService` and `shopifyWebhookService` from the container
// (services/shop.ts, services/shopify-webhook.ts); trpc/router.ts mounts the router exported here as `shops`.
export { MAX_ATTEMPTS } from "./list-failed-deliveries";
export { CLAIM_TTL_MS } from "./record-install";
export { shopsRouter } from "./router";
export { default as ShopService } from "./shop-service";
export { default as ShopifyClientService, ShopNeedsReauthError } from "./shopify-client-service";
export { default as ShopifySyncService, syncSettings } from "./shopify-sync-service";
export { default as ShopifyWebhookService, WEBHOOK_RECEIVED_EVENT, WEBHOOK_TOPICS } from "./shopify-webhook-service";
export type {
  AcceptedWebhook,
  FailedDelivery,
  InstalledSession,
  ShopTokens,
  ShopView,
  ShopWithoutOrdersAccess,
} from "./types";
