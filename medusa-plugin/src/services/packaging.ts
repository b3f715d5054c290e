export { default } from "../modules/packaging/packaging-service";
