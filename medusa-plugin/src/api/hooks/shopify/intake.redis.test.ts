// Order intake scaled out: webhooks stored by one backend are processed through Medusa's Redis
// event bus (BullMQ) — with the reconciliation job off, so nothing else could import them — and
// replays across both backends still store each order once.
import { randomUUID } from "node:crypto";
import {
  countRows,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { expect, inject, it } from "vitest";

const [first, second] = inject("backendUrls");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

it("webhooks become orders through the Redis event bus, once each, whichever backend they reach", async () => {
  const token = await signIn(second, "customer@demo.local", DEMO_PASSWORD);
  const domain = uniqueShopDomain("redis");
  const install = await installApp(first, fake, domain);
  const shop = await trpcClient(second, { token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });

  const orders = await Promise.all(Array.from({ length: 6 }, () => fake.createOrder(domain, {}, { send: false })));
  const payloads = await fake.orders(domain);
  await Promise.all(
    orders.map(async ({ order }) => {
      const payload = payloads.find((o) => o.id === order.id) as unknown as Record<string, unknown>;
      const eventId = randomUUID();
      const delivered = await fake.sendWebhook(domain, "orders/create", payload, { eventId });
      // The same signed delivery again to the first backend and, at the same time, to the second.
      const replays = await Promise.all([
        fake.sendWebhook(domain, "orders/create", payload, { eventId }),
        fetch(`${second}/hooks/shopify`, {
          method: "POST",
          headers: delivered.headers,
          body: delivered.sentBody,
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ]);
      expect(replays.map((r) => r.status)).toEqual([200, 200]);
      expect(replays.map((r) => JSON.parse(r.body).duplicate)).toEqual([true, true]);
    }),
  );
  await eventually(
    async () => (await countRows(databaseUrl, "order_extension", "shop_id = $1", [shop.id])) === 6,
    30_000,
  );
  expect(await countRows(databaseUrl, "shopify_webhook", "shop_domain = $1 AND status = 'processed'", [domain])).toBe(
    6,
  );
  const listed = await trpcClient(first, { token }).orders.list.query({ shopId: shop.id, limit: 100 });
  expect(listed.items).toHaveLength(6);
});
