export { default } from "../modules/accounts/customer-setting-service";
