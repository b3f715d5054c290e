export { default } from "../modules/orders/order-history-service";
