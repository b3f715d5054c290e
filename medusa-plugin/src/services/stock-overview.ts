export { StockOverviewService as default } from "../modules/stocks";
