export { default } from "../modules/products/product-catalogue-service";
