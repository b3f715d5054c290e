// orderLabel: order routing names the order in its audit entries.
export { orderLabel } from "../modules/orders/data-access/history";
export { default } from "../modules/orders/order-history-service";
