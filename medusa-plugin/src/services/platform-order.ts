export { default } from "../modules/orders/order-service";
