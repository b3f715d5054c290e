export { default } from "../modules/organisations/organisation-service";
