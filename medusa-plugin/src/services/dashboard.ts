export { default } from "../modules/dashboard/dashboard-service";
