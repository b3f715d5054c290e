export { default } from "../modules/claims/platform-claim-service";
