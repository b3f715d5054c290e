export { default } from "../modules/invoices/invoice-service";
