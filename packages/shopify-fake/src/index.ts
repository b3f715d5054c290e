export {
  type AccessToken,
  type FakeShop,
  type FulfilmentRecord,
  ShopifyFake,
  type ShopifyFakeOptions,
  startShopifyFake,
  type WebhookDelivery,
  type WebhookOptions,
} from "./fake";
export { buildOrder, DEMO_PRODUCTS, type NewOrderInput, type RestOrder, webhookPayload } from "./orders";
export type { FakeProduct, FakeVariant, NewProductInput } from "./products";
export { SCHEMA_SDL } from "./schema";
export { signBody, signQuery } from "./sign";
export { FAKE_API_VERSION, oldestSupported, servedVersion } from "./versions";
