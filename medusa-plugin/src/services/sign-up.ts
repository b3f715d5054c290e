export { default } from "../modules/accounts/sign-up-service";
