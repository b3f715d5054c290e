export { default } from "../modules/products/product-link-service";
