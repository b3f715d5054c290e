export { default } from "../modules/bookings/service-catalog-service";
