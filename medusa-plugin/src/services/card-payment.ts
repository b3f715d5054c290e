export { default } from "../modules/invoices/card-payment-service";
