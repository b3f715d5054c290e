export {
  type Charge,
  type CheckoutSession,
  type EventType,
  FAKE_API_VERSION,
  type FailureMode,
  type PaymentIntent,
  type Refund,
  type StripeEvent,
  StripeFake,
  type StripeFakeOptions,
  startStripeFake,
  type WebhookDelivery,
} from "./fake";
export { checkParams, decodeForm, signatureHeader } from "./protocol";
export { TEST_CARDS, type TestCard } from "./test-cards";
