import fs from "node:fs";
import { shopifyEnv, startBackend, startDatabase, startFakeShopify, startMailSink } from "@platform/testing";

/**
 * A fresh database, a real SMTP sink, the local fake Shopify and the built app (as `npm start`
 * runs it) for the whole run. The fake's address reaches the specs as E2E_SHOPIFY_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = process.env.E2E_MAIL_DIR as string;
  fs.rmSync(mailDir, { recursive: true, force: true });
  const database = await startDatabase();
  const mail = await startMailSink(mailDir);
  // Like Shopify, the fake asks the merchant to approve the install (a consent page).
  const shopify = await startFakeShopify({ appUrl: process.env.E2E_BASE_URL as string, autoApprove: false });
  process.env.E2E_SHOPIFY_URL = shopify.url;
  const backend = await startBackend({
    databaseUrl: database.url,
    port: Number(new URL(process.env.E2E_BASE_URL as string).port),
    // Live streams end every few seconds, so every chat test also runs across reconnects.
    env: { SMTP_URL: mail.url, MEDUSA_ADMIN: "false", SSE_MAX_DURATION_MS: "3000", ...shopifyEnv(shopify.url) },
  });
  return async () => {
    await backend.stop();
    await shopify.stop();
    await mail.stop();
    await database.stop();
  };
}
