export { default } from "../modules/uploads/service";
