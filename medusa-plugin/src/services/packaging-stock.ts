export { default } from "../modules/packaging/packaging-stock-service";
