export { default, FULFILLMENT_REQUESTED_EVENT } from "../modules/orders/order-shipping-service";
