export { WebhookService as default } from "../modules/webhooks";
