export { default } from "../modules/shop-reconciliation/shop-reconciliation-service";
