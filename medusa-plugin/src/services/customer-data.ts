export { default } from "../modules/accounts/customer-data-service";
