export { default } from "../modules/orders/order-shipping-service";
