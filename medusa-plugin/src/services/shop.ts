export { default } from "../modules/shops/shop-service";
