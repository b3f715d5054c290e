export { default } from "../modules/orders/order-edit-service";
