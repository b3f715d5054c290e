export { default } from "../modules/orders/manual-order-service";
