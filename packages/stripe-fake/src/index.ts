export {
  FAKE_API_VERSION,
  type PaymentIntent,
  type StripeEvent,
  StripeFake,
  type StripeFakeOptions,
  startStripeFake,
  type WebhookDelivery,
} from "./fake";
export { decodeForm, signatureHeader } from "./protocol";
export { TEST_PAYMENT_METHODS, type TestCard } from "./test-cards";
