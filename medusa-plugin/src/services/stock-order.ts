export { StockOrderService as default } from "../modules/stock-orders";
