import fs from "node:fs";
import {
  reportInvariants,
  shopifyEnv,
  startBackend,
  startDatabase,
  startFakeShopify,
  startFakeStripe,
  startMailSink,
  stripeEnv,
  TEST_PASSWORD_HASH_LOG_N,
} from "@platform/testing";
import { axeLogDir } from "./test";

/**
 * A fresh database, a real SMTP sink, the local fake Shopify and fake Stripe, and the built app
 * (as `npm start` runs it) for the whole run. The fakes' addresses reach the specs as
 * E2E_SHOPIFY_URL and E2E_STRIPE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = process.env.E2E_MAIL_DIR as string;
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.rmSync(axeLogDir(), { recursive: true, force: true });
  const backendLog = process.env.E2E_BACKEND_LOG as string;
  fs.rmSync(backendLog, { force: true });
  const database = await startDatabase();
  const mail = await startMailSink(mailDir);
  // Like Shopify, the fake asks the merchant to approve the install (a consent page).
  const shopify = await startFakeShopify({ appUrl: process.env.E2E_BASE_URL as string, autoApprove: false });
  process.env.E2E_SHOPIFY_URL = shopify.url;
  // Card payments: the fake Stripe sends its signed webhooks to the backend.
  const stripe = await startFakeStripe({ backendUrl: process.env.E2E_BASE_URL as string });
  process.env.E2E_STRIPE_URL = stripe.url;
  const backend = await startBackend({
    databaseUrl: database.url,
    port: Number(new URL(process.env.E2E_BASE_URL as string).port),
    logFile: backendLog,
    // Live streams end every few seconds, so every chat test also runs across reconnects.
    env: {
      SMTP_URL: mail.url,
      // Medusa Admin is served at /app (specs/medusa-admin.spec.ts opens it as platform staff).
      MEDUSA_ADMIN: "true",
      SSE_MAX_DURATION_MS: "3000",
      // Webhook endpoints on 127.0.0.1 (http) pass the SSRF refusal, as in the demo.
      WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
      // The integration harness's password cost (2^14): every spec signs in several roles, and at
      // OWASP's 2^17 each sign-in is a second of CPU on an idle core of this machine, several on a
      // busy one (lib/password-hash.test.ts and the integration tests hold the default and the upgrade).
      PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
      ...shopifyEnv(shopify.url),
      ...stripeEnv(stripe.url),
    },
  });
  return async () => {
    const notes = fs.existsSync(axeLogDir())
      ? fs.readdirSync(axeLogDir()).map((file) => fs.readFileSync(`${axeLogDir()}/${file}`, "utf8"))
      : [];
    const checked = notes.filter((note) => !note.includes("(see as ")).length;
    console.log(
      `axe (WCAG 2.1 A/AA) checked ${checked} pages (each distinct route: before sign-in in English and German, the app's in English; every demo login's screens in both)`,
    );
    await backend.stop();
    // The books the specs (and the demo's seed) left behind must still balance (docs/invariants.md).
    await reportInvariants("e2e", database.url);
    await shopify.stop();
    await stripe.stop();
    await mail.stop();
    await database.stop();
  };
}
