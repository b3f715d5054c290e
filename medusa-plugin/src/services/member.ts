export { default } from "../modules/members/member-service";
