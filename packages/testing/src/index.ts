// Test infrastructure for the vitest projects and the Playwright e2e tests: everything real,
// nothing mocked (PostgreSQL, SMTP, Redis, the built backend).
// The type-only import adds the vitest provide/inject keys (backendUrl, mailDir, …) for importers.
import type {} from "./vitest/context";

export {
  type BackendOptions,
  type RunningBackend,
  startBackend,
  TEST_PASSWORD_HASH_LOG_N,
  TEST_SECRETS,
} from "./backend";
export { countRows, sql, startDatabase, type TestDatabase } from "./database";
export { FIRST_VISIT_BUDGET_BYTES, type FirstVisit, firstVisitJavaScript } from "./first-visit";
export { checkDatabaseInvariants, describeFindings, type Finding, reportInvariants } from "./invariants";
export { localeFile, translation } from "./locales";
export {
  linksIn,
  type MailQuery,
  type MailSink,
  mailsTo,
  outboxMails,
  readMails,
  type StoredMail,
  startMailSink,
  waitForMail,
} from "./mail";
export { composeNginxConf, nginxBinary, nginxConfig, type RunningNginx, startNginx } from "./nginx";
export { backendStartScript, makeTempDir, repoDir } from "./paths";
export { canConnect, freePort } from "./ports";
export { DEFAULT_REDIS_URL, type QueueEvent, queueEvents, redisAvailable, redisKeys, withRedisDb } from "./redis";
export { type Instance, ScaleOut, type ScaleOutOptions, type ScaleOutPorts } from "./scale-out";
export { ResumingSubscription, type SseEvent, type SubscribeOptions, Subscription, sseEvents, subscribe } from "./sse";
export {
  type ApiError,
  type ApiErrorData,
  type AppRouter,
  adminSignIn,
  apiError,
  type ClientOptions,
  HttpError,
  http,
  signIn,
  type TrpcClient,
  trpcClient,
} from "./trpc";

/** The demo world's password and logins (apps/backend/src/demo.ts) with the role session.me reports. */
export const DEMO_PASSWORD = "demo-password";
export const DEMO_ADMIN_EMAIL = "admin@demo.local";
export const DEMO_USERS = [
  { email: "customer@demo.local", role: "customer" },
  { email: "agency@demo.local", role: "agency" },
  { email: "support@demo.local", role: "support" },
  { email: "waitlist@demo.local", role: "waitlist" },
  { email: "disabled@demo.local", role: "disabled_customer" },
  { email: "provider@demo.local", role: "service_provider" },
  { email: "supplier@demo.local", role: "supplier" },
] as const;
export { activeMerchant, invitationTokenFor, platformToday, stockedWarehouse, uniqueEmail } from "./fixtures";
export { type MedusaOrderWithClaimAndEdit, medusaOrderWithClaimAndEdit } from "./medusa-order";
export { type WalkCall, WRONG_ID, walkMedusaClient } from "./medusa-walk";
export { pdfText } from "./pdf";
export {
  type OpenApiDocument,
  type RestAnswer,
  type RestBody,
  type RestInit,
  restClient,
  templateOf,
  undocumented,
} from "./rest";
export {
  type Envelope,
  type EnvelopeItem,
  itemText,
  parseEnvelope,
  type SentrySink,
  startSentrySink,
} from "./sentry";
export {
  connectedShop,
  eventually,
  type InstallResult,
  installApp,
  ShopifyFakeClient,
  shopifyEnv,
  startFakeShopify,
  storedOrderId,
  TEST_SHOPIFY,
  uniqueShopDomain,
} from "./shopify";
export { payOnHostedPage, StripeFakeClient, startFakeStripe, stripeEnv, TEST_STRIPE } from "./stripe";
export {
  declaredAs,
  type FileToUpload,
  testJpeg,
  testPdf,
  testPng,
  type UploadAnswer,
  uploadFile,
  uploadFiles,
  uploadImages,
} from "./uploads";
