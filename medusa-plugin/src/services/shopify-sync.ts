export { default } from "../modules/shops/shopify-sync-service";
