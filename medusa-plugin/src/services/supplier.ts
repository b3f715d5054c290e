export { default } from "../modules/products/supplier-service";
