export { default } from "../modules/bookings/booking-service";
