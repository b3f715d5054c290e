export { OrderRoutingService as default } from "../modules/locations";
