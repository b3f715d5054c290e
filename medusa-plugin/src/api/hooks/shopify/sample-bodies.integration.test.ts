// Shopify's own documented sample bodies for every topic the app subscribes to
// (packages/shopify-fake/contract/webhooks, with the pages they come from), signed with the app's
// secret and replayed through the real route against the real backend: each is processed (never a
// failed delivery) and does what the merchant would see. A value the platform does not act on (the
// sample's order-level "fulfillment_status": "pending", an OrderEdit's discounts, the shop body of
// app/uninstalled) never makes a delivery fail.
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

const sample = (file: string) => readFileSync(path.join(samples, file), "utf8");

/** A new shop connected to the demo merchant's organisation. */
async function connectedShop(prefix: string): Promise<{ shop: string; shopId: string }> {
  const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
  const shop = uniqueShopDomain(prefix);
  const install = await installApp(url, fake, shop);
  const connected = await trpcClient(url, { token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  return { shop, shopId: connected.id };
}

/** The delivery of this topic once it left "received": its status and error. */
async function settled(shop: string, topic: string) {
  return await eventually(async () => {
    const rows = await sql<{ status: string; last_error: string | null }>(
      databaseUrl,
      "SELECT status, last_error FROM shopify_webhook WHERE shop_domain = $1 AND topic = $2 ORDER BY received_at",
      [shop, topic.toUpperCase().replace("/", "_")],
    );
    const last = rows.at(-1);
    return last && last.status !== "received" ? last : null;
  });
}

/** The sample order (#9999) as the platform holds it for this shop. */
async function sampleOrder(shopId: string, externalId = "820982911946154508") {
  const [row] = await sql<{ status: string; name: string }>(
    databaseUrl,
    `SELECT o.status, e.external_order_name AS name FROM order_extension e JOIN "order" o ON o.id = e.order_id
      WHERE e.shop_id = $1 AND e.external_order_id = $2`,
    [shopId, externalId],
  );
  return row ?? null;
}

/**
 * The orders/create sample as the order stood an hour earlier, still open: the later samples of
 * orders/updated and orders/cancelled (the same order, cancelled) then show as a change. Text
 * replacements keep the sample's 64-bit ids exact.
 */
const openSampleOrder = () =>
  sample("orders-create.json")
    .replace('"cancel_reason": "customer"', '"cancel_reason": null')
    .replace('"cancelled_at": "2024-06-26T12:33:21-04:00"', '"cancelled_at": null')
    .replace('"financial_status": "voided"', '"financial_status": "paid"')
    .replace('"updated_at": "2024-06-26T12:33:21-04:00"', '"updated_at": "2024-06-26T11:33:21-04:00"');

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
    ["orders/updated", "orders-updated.json"],
    ["orders/cancelled", "orders-cancelled.json"],
  ] as const) {
    it(`${topic}: the sample takes the stored order to its new state (cancelled), never a failed delivery`, async () => {
      const { shop, shopId } = await connectedShop("sample-order");
      expect((await fake.sendWebhook(shop, "orders/create", {}, { rawBody: openSampleOrder() })).status).toBe(200);
      expect(await settled(shop, "orders/create")).toEqual({ status: "processed", last_error: null });
      expect(await sampleOrder(shopId)).toEqual({ status: "pending", name: "#9999" });

      expect((await fake.sendWebhook(shop, topic, {}, { rawBody: sample(file) })).status).toBe(200);
      expect(await settled(shop, topic)).toEqual({ status: "processed", last_error: null });
      expect(await sampleOrder(shopId)).toEqual({ status: "canceled", name: "#9999" });
    });
  }

  it("orders/edited: the sample of an order the platform does not hold is processed as nothing", async () => {
    const { shop, shopId } = await connectedShop("sample-edit");
    expect((await fake.sendWebhook(shop, "orders/edited", {}, { rawBody: sample("orders-edited.json") })).status).toBe(
      200,
    );
    expect(await settled(shop, "orders/edited")).toEqual({ status: "processed", last_error: null });
    expect(await sampleOrder(shopId, "450789469")).toBeNull();
  });

  it("orders/edited: the sample's shape, naming an order the shop edited, gives the order its new quantities and history", async () => {
    const { shop, shopId } = await connectedShop("sample-edit");
    const { order } = await fake.createOrder(shop, { lines: [{ sku: "MUG-WHT", quantity: 3, price: "12.90" }] });
    const stored = await eventually(() => sampleOrder(shopId, String(order.id)));
    expect(stored.status).toBe("pending");
    const line = order.line_items[0];
    // Edited in Shopify with its webhooks lost; then the sample body, naming this order and line.
    await fake.editOrder(
      shop,
      order.id,
      { lines: [{ id: line.id, quantity: 1 }] },
      { updated: false, webhook: { lost: true } },
    );
    const body = sample("orders-edited.json")
      .replace('"order_id": 450789469', `"order_id": ${order.id}`)
      .replace('"removals": [{ "id": 518995019, "delta": 1 }]', `"removals": [{ "id": ${line.id}, "delta": 2 }]`);
    expect((await fake.sendWebhook(shop, "orders/edited", {}, { rawBody: body })).status).toBe(200);
    expect(await settled(shop, "orders/edited")).toEqual({ status: "processed", last_error: null });
    const [item] = await sql<{ quantity: number }>(
      databaseUrl,
      `SELECT li.quantity FROM line_item li JOIN order_extension e ON e.order_id = li.order_id
        WHERE e.shop_id = $1 AND e.external_order_id = $2`,
      [shopId, String(order.id)],
    );
    expect(item).toEqual({ quantity: 1 });
    const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    const [ext] = await sql<{ order_id: string }>(
      databaseUrl,
      "SELECT order_id FROM order_extension WHERE shop_id = $1 AND external_order_id = $2",
      [shopId, String(order.id)],
    );
    const history = await trpcClient(url, { token }).orders.history.query({ orderId: ext.order_id });
    expect(history.find((e) => e.type === "items_edited")).toMatchObject({ actor: { kind: "shop" } });
  });

  for (const topic of ["fulfillment_orders/hold_released", "fulfillment_orders/scheduled_fulfillment_order_ready"]) {
    it(`${topic}: the sample (a fulfillment order the platform never saw) is processed, never a failed delivery`, async () => {
      const { shop } = await connectedShop("sample-fo");
      const file = `${topic.replace("/", "-").replaceAll("_", "-")}.json`;
      expect((await fake.sendWebhook(shop, topic, {}, { rawBody: sample(file) })).status).toBe(200);
      expect(await settled(shop, topic)).toEqual({ status: "processed", last_error: null });
    });
  }

  it("app/uninstalled: the sample (whose body names another shop) disconnects the shop that sent it", async () => {
    const { shop, shopId } = await connectedShop("sample-uninstall");
    const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    const shops = () => trpcClient(url, { token }).shops.list.query();
    expect((await shops()).items.find((s) => s.id === shopId)?.status).toBe("active");
    expect(
      (await fake.sendWebhook(shop, "app/uninstalled", {}, { rawBody: sample("app-uninstalled.json") })).status,
    ).toBe(200);
    expect(await settled(shop, "app/uninstalled")).toEqual({ status: "processed", last_error: null });
    expect((await shops()).items.find((s) => s.id === shopId)?.status).toBe("disconnected");
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
