// `npm start` without Shopify credentials: the local fake Shopify stands in, in this process, so a
// newcomer can connect a demo shop through /shopify-login and watch orders arrive.
import path from "node:path";

export const DEMO_SHOPIFY = {
  apiKey: "demo-api-key",
  apiSecret: "demo-api-secret",
  // The demo customer's and the waitlist merchant's shops are connected on the first start; the
  // second is left for a newcomer to connect.
  shops: ["demo-shop.myshopify.com", "second-demo-shop.myshopify.com", "fresh-start-shop.myshopify.com"],
};

export type DemoShopify = { url: string; orderEverySeconds: number; stop: () => Promise<void> } | null;

/** Starts the fake when no real Shopify app is configured (and SHOPIFY_FAKE is not "false"). */
export async function startDemoShopify(options: { publicUrl: string; dataDir: string }): Promise<DemoShopify> {
  if (process.env.SHOPIFY_API_KEY || process.env.SHOPIFY_FAKE_URL || process.env.SHOPIFY_FAKE === "false") return null;
  const { startShopifyFake } = await import("@platform/shopify-fake");
  const port = Number(process.env.SHOPIFY_FAKE_PORT || Number(process.env.PORT || 9000) + 1);
  const orderEverySeconds = Number(process.env.SHOPIFY_FAKE_ORDER_EVERY_S ?? 60);
  const fake = await startShopifyFake({
    port,
    host: "127.0.0.1",
    apiKey: DEMO_SHOPIFY.apiKey,
    apiSecret: DEMO_SHOPIFY.apiSecret,
    appUrl: options.publicUrl,
    shops: DEMO_SHOPIFY.shops,
    demoOrderEverySeconds: orderEverySeconds,
    stateFile: path.join(options.dataDir, "shopify-fake.json"),
    log: (line) => console.log(line),
  });
  process.env.SHOPIFY_API_KEY = DEMO_SHOPIFY.apiKey;
  process.env.SHOPIFY_API_SECRET = DEMO_SHOPIFY.apiSecret;
  process.env.SHOPIFY_FAKE_URL = fake.url;
  return { url: fake.url, orderEverySeconds, stop: () => fake.stop() };
}
