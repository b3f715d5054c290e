// globalSetup of the `integration` vitest project: one real PostgreSQL database, one SMTP sink
// and ONE backend (with Medusa Admin) for all *.integration.test.ts files.
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBackend, TEST_PASSWORD_HASH_LOG_N, TEST_SECRETS } from "../backend";
import { startDatabase } from "../database";
import { reportInvariants } from "../invariants";
import { startMailSink } from "../mail";
import { makeTempDir } from "../paths";
import { freePort } from "../ports";
import { shopifyEnv, startFakeShopify } from "../shopify";
import { startFakeStripe, stripeEnv } from "../stripe";
import "./context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  const database = await startDatabase();
  const sink = await startMailSink();
  // Slack deliveries may only go to Slack; the tests' local webhook server is allowed explicitly.
  const slackPort = await freePort();
  // The fake Shopify needs the app's address before the backend starts: pick the port first.
  const backendPort = await freePort();
  const shopify = await startFakeShopify({ appUrl: `http://127.0.0.1:${backendPort}` });
  // The fake Stripe delivers its signed webhooks to the backend's /hooks/stripe.
  const stripe = await startFakeStripe({ backendUrl: `http://127.0.0.1:${backendPort}` });
  const backendLogFile = path.join(makeTempDir("platform-backend-log"), "backend.log");
  let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
  try {
    backend = await startBackend({
      databaseUrl: database.url,
      port: backendPort,
      logFile: backendLogFile,
      env: {
        ...shopifyEnv(shopify.url),
        ...stripeEnv(stripe.url),
        // The sync job (retries, reconciliation) runs often, so the tests need not wait for it.
        SHOPIFY_SYNC_INTERVAL_MS: "1000",
        SHOPIFY_RECONCILE_INTERVAL_MS: "3000",
        SMTP_URL: sink.url,
        MEDUSA_ADMIN: "true",
        NODE_ENV: "production",
        // Production refuses to start on the development secrets.
        ...TEST_SECRETS,
        // Password hashes at 2^14 instead of 2^17: the rate-limit tests sign in hundreds of times on
        // a busy machine (the unit test lib/password-hash.test.ts holds the default cost).
        PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
        SLACK_WEBHOOK_ORIGINS: `http://127.0.0.1:${slackPort}`,
        SLACK_TIMEOUT_MS: "1000",
        // Chat mails batch a burst of messages; the tests wait this long instead of a minute.
        CHAT_MAIL_DELAY_MS: "1500",
        // The overdue-invoice sweep (notifications) runs often, so the tests need not wait for it.
        NOTIFICATION_SWEEP_INTERVAL_MS: "1000",
        // The books' self-check (docs/invariants.md) runs often, so its test need not wait for it.
        SELF_CHECK_INTERVAL_MS: "2000",
        // Shopify reconciliation: checked by the tests (support's "Check now"), a change in Shopify a drift at once.
        SHOP_RECONCILIATION_INTERVAL_MS: "0",
        SHOP_RECONCILIATION_GRACE_MS: "0",
        // Outbound webhooks: the tests' receivers listen on 127.0.0.1 over http; the worker runs
        // often, and an endpoint failing for 3 s (instead of a day) is paused.
        WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
        WEBHOOK_DELIVERY_INTERVAL_MS: "300",
        WEBHOOK_PAUSE_AFTER_MS: "3000",
      },
    });
  } catch (error) {
    await stripe.stop();
    await shopify.stop();
    await sink.stop();
    await database.stop();
    throw error;
  }
  console.log(
    `[integration] ${database.kind} PostgreSQL, SMTP sink ${sink.url}, fake Shopify ${shopify.url}, fake Stripe ${stripe.url}, backend ${backend.url} ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  project.provide("backendUrl", backend.url);
  project.provide("databaseUrl", database.url);
  project.provide("mailDir", sink.dir);
  project.provide("slackPort", slackPort);
  project.provide("shopifyFakeUrl", shopify.url);
  project.provide("stripeFakeUrl", stripe.url);
  project.provide("backendLogFile", backendLogFile);
  const running = backend;
  return async () => {
    await running.stop();
    // The books the whole suite left behind must still balance (docs/invariants.md).
    await reportInvariants("integration", database.url);
    await stripe.stop();
    await shopify.stop();
    await sink.stop();
    await database.stop();
  };
}
