export { default } from "../modules/members/invitation-service";
