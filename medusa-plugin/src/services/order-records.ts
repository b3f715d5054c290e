export { default } from "../modules/orders/order-records-service";
