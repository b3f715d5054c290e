export { default } from "../modules/product-requests/product-request-service";
