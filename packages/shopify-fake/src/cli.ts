#!/usr/bin/env node
// Runs the fake Shopify on its own: SHOPIFY_FAKE_PORT, SHOPIFY_API_KEY, SHOPIFY_API_SECRET, APP_URL.
import { startShopifyFake } from "./fake";

async function main() {
  const fake = await startShopifyFake({
    port: Number(process.env.SHOPIFY_FAKE_PORT || 9001),
    apiKey: process.env.SHOPIFY_API_KEY || "demo-api-key",
    apiSecret: process.env.SHOPIFY_API_SECRET || "demo-api-secret",
    appUrl: process.env.APP_URL || "http://localhost:9000",
    shops: ["demo-shop.myshopify.com"],
    demoOrderEverySeconds: Number(process.env.SHOPIFY_FAKE_ORDER_EVERY_S || 0),
    log: (line) => console.log(line),
  });
  console.log(`Fake Shopify on ${fake.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void fake.stop().then(() => process.exit(0)));
}

void main();
