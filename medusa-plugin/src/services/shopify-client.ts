export { default } from "../modules/shops/shopify-client-service";
