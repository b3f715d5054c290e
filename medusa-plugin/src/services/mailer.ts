export { default, type Mail } from "../lib/mailer";
