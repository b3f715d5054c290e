export { LocationService as default } from "../modules/locations";
