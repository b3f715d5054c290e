export { default } from "../modules/orders/order-intake-service";
