export { default } from "../lib/mailer";
