export { default } from "../modules/uploads/catalogue-files";
