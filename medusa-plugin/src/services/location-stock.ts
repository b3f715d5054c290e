export { LocationStockService as default } from "../modules/locations";
