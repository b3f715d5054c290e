// `npm start` as a newcomer runs it: no Shopify credentials, so the local fake Shopify starts in
// the process, and the demo customer's shop is connected with a month of orders on the first
// start — and only then (a restart sends none again). Its own backend and database.
import {
  DEMO_PASSWORD,
  eventually,
  freePort,
  signIn,
  startBackend,
  startDatabase,
  trpcClient,
} from "@platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOP_ORDERS } from "./shop-orders";

let database: Awaited<ReturnType<typeof startDatabase>>;
beforeAll(async () => {
  database = await startDatabase();
});
afterAll(async () => await database?.stop());

async function startAsNpmStart() {
  return await startBackend({
    databaseUrl: database.url,
    env: {
      // No Shopify app configured: the demo's own fake starts, on a port of its own.
      SHOPIFY_FAKE_URL: undefined,
      SHOPIFY_API_KEY: undefined,
      SHOPIFY_API_SECRET: undefined,
      SHOPIFY_FAKE: undefined,
      SHOPIFY_FAKE_PORT: String(await freePort()),
      SHOPIFY_FAKE_ORDER_EVERY_S: "0",
      MEDUSA_ADMIN: "false",
      SEED_DEMO: undefined,
      DEMO_SHOP: undefined,
    },
  });
}

describe("the demo shop on the first start", () => {
  it("is connected to the demo customer with orders in every status, once", { timeout: 300_000 }, async () => {
    let backend = await startAsNpmStart();
    try {
      expect(backend.output()).toContain("demo-shop.myshopify.com is connected to customer@demo.local");
      const client = trpcClient(backend.url, {
        token: await signIn(backend.url, "customer@demo.local", DEMO_PASSWORD),
      });
      const [shop] = (await client.shops.list.query()).items;
      expect(shop).toMatchObject({ domain: "demo-shop.myshopify.com", status: "active" });

      // The shop's month and one manual order (every status: coverage.integration.test.ts).
      const orders = (await client.orders.list.query({ limit: 100 })).items;
      expect(orders).toHaveLength(DEMO_SHOP_ORDERS.length + 1);
      expect(orders.filter((o) => o.paymentStatus === "not_paid")).toHaveLength(1);
      expect(orders.filter((o) => o.needsLinking)).toHaveLength(
        DEMO_SHOP_ORDERS.filter((o) => o.lines.some((l) => l.sku === "CANDLE-SOY")).length,
      );
      // Shipped orders carry their tracking; one order is too large for any warehouse.
      expect(orders.filter((o) => o.trackingNumbers.length > 0).length).toBeGreaterThanOrEqual(5);
      expect(orders.some((o) => !o.needsLinking && o.locationId === null && o.status !== "canceled")).toBe(true);
      // A month of them, for the dashboards' charts.
      const days = orders.map((o) => (Date.now() - new Date(o.createdAt).getTime()) / 86_400_000);
      expect(Math.max(...days)).toBeGreaterThan(28);

      // Shopify's side: a shipment waiting on a fulfilment order on hold in Shopify (awaiting
      // payment), and an order the shop edited after it arrived, its history saying so.
      const held = orders.find((o) => o.customerName === "Paula Seidel");
      expect(held).toBeDefined();
      const waiting = await eventually(async () => {
        const detail = await client.orders.get.query({ orderId: held?.id as string });
        return detail.shipments.find((s) => s.pushWaiting) ?? null;
      }, 60_000);
      expect(waiting.pushWaiting).toEqual({ kind: "on_hold", detail: "AWAITING_PAYMENT" });
      const edited = orders.find((o) => o.customerName === "Karin Sommer");
      const history = await client.orders.history.query({ orderId: edited?.id as string });
      expect(history.find((e) => e.type === "items_edited")).toMatchObject({ actor: { kind: "shop" } });

      await backend.stop();
      backend = await startAsNpmStart();
      const again = trpcClient(backend.url, { token: await signIn(backend.url, "customer@demo.local", DEMO_PASSWORD) });
      expect((await again.orders.list.query({ limit: 100 })).items).toHaveLength(DEMO_SHOP_ORDERS.length + 1);
    } finally {
      await backend.stop();
    }
  });
});
