export { default } from "../modules/packaging/packaging-order-service";
