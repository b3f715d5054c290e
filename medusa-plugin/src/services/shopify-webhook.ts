export { default } from "../modules/shops/shopify-webhook-service";
