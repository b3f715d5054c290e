// Shopify's own documented sample bodies (packages/shopify-fake/contract/webhooks, with the pages
// they come from), signed and replayed through the real route: a value the platform does not act
// on (the sample's order-level "fulfillment_status": "pending") never makes a delivery fail.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const samples = path.resolve(__dirname, "../../../../../packages/shopify-fake/contract/webhooks");

let domain: string;

beforeAll(async () => {
  const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
  domain = uniqueShopDomain("samples");
  const install = await installApp(url, fake, domain);
  await trpcClient(url, { token }).shops.connect.mutate({ installToken: install.installToken as string });
});

describe("Shopify's documented sample bodies", () => {
  it("orders/create: the sample order is stored as an order, never a failed delivery", async () => {
    const body = readFileSync(path.join(samples, "orders-create.json"), "utf8");
    const delivery = await fake.sendWebhook(domain, "orders/create", {}, { rawBody: body });
    expect(delivery.status).toBe(200);
    const row = await eventually(async () => {
      const [found] = await sql<{ status: string; last_error: string | null }>(
        databaseUrl,
        "SELECT status, last_error FROM shopify_webhook WHERE shop_domain = $1 AND topic = 'ORDERS_CREATE'",
        [domain],
      );
      return found && found.status !== "received" ? found : null;
    });
    expect(row).toEqual({ status: "processed", last_error: null });
    const [order] = await sql<{ name: string; lines: number }>(
      databaseUrl,
      `SELECT e.external_order_name AS name, (SELECT count(*)::int FROM line_item li WHERE li.order_id = e.order_id) AS lines
         FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = '820982911946154508'`,
      [domain],
    );
    expect(order).toEqual({ name: "#9999", lines: 2 });
  });

  for (const [topic, file] of [
    ["customers/data_request", "customers-data-request.json"],
    ["customers/redact", "customers-redact.json"],
    ["shop/redact", "shop-redact.json"],
  ] as const) {
    it(`${topic}: the privacy sample is processed, never a failed delivery`, async () => {
      // Each on a shop of its own: shop/redact disconnects it.
      const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
      const shop = uniqueShopDomain("privacy-sample");
      const install = await installApp(url, fake, shop);
      await trpcClient(url, { token }).shops.connect.mutate({ installToken: install.installToken as string });
      const body = readFileSync(path.join(samples, file), "utf8").replaceAll("{shop}.myshopify.com", shop);
      expect((await fake.sendWebhook(shop, topic, {}, { rawBody: body })).status).toBe(200);
      const row = await eventually(async () => {
        const [found] = await sql<{ status: string; last_error: string | null }>(
          databaseUrl,
          "SELECT status, last_error FROM shopify_webhook WHERE shop_domain = $1 AND topic = $2",
          [shop, topic.toUpperCase().replace("/", "_")],
        );
        return found && found.status !== "received" ? found : null;
      });
      expect(row).toEqual({ status: "processed", last_error: null });
    });
  }
});
