// Customer data (the privacy webhooks) redacts orders with the records service.
export { type AddressPatch, REDACTED_EMAIL } from "../modules/orders/order-fields";
export { default, type InjectedDependencies } from "../modules/orders/order-records-service";
