// The push against Shopify's fulfilment orders as real shops have them: more than 8 per order,
// more than 50 lines in one, a line split over several, and fulfilment orders on hold. Through
// the real webhook route, the real push and the fake Shopify.
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
const SKUS = ["BCB-S", "BCB-L", "MUG-WHT", "MUG-BLK", "TOTE-NAT"];

let token: string;
let domain: string;
let shopId: string;

async function storedOrderId(shopifyOrderId: string) {
  return await eventually(async () => {
    const [row] = await sql<{ order_id: string }>(
      databaseUrl,
      `SELECT e.order_id FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = $2`,
      [domain, shopifyOrderId],
    );
    return row?.order_id ?? null;
  });
}

const shipmentOf = async (orderId: string) =>
  (
    await sql<{ push_status: string | null; push_error_kind: string | null; push_error: string | null }>(
      databaseUrl,
      "SELECT push_status, push_error_kind, push_error FROM order_shipment WHERE order_id = $1",
      [orderId],
    )
  )[0];

/** Units Shopify recorded as fulfilled per Shopify line item of the order. */
async function placed(shopifyOrderId: string) {
  const units = new Map<string, number>();
  for (const fulfillment of await fake.fulfillments(domain)) {
    if (fulfillment.orderId !== `gid://shopify/Order/${shopifyOrderId}`) continue;
    for (const line of fulfillment.lineItems)
      units.set(line.lineItemId, (units.get(line.lineItemId) ?? 0) + line.quantity);
  }
  return units;
}

beforeAll(async () => {
  token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
  domain = uniqueShopDomain("fos");
  const install = await installApp(url, fake, domain);
  shopId = (await trpcClient(url, { token }).shops.connect.mutate({ installToken: install.installToken as string })).id;
});

describe("the push places every unit of every fulfilment order", () => {
  it("9 fulfilment orders, 60 lines (53 in one), one line split over two: all placed, then done", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      sku: SKUS[i % SKUS.length] as string,
      quantity: i === 0 ? 3 : 1,
      price: "5.00",
    }));
    const fulfillmentOrders = [
      // Line 0 (3 units) is split: 2 here, 1 in the last fulfilment order.
      {
        location: 0,
        lines: [{ line: 0, quantity: 2 }, ...Array.from({ length: 52 }, (_, i) => ({ line: i + 1, quantity: 1 }))],
      },
      ...Array.from({ length: 7 }, (_, i) => ({ location: (i + 1) % 2, lines: [{ line: 53 + i, quantity: 1 }] })),
      { location: 0, lines: [{ line: 0, quantity: 1 }] },
    ];
    expect(fulfillmentOrders).toHaveLength(9);
    const { order } = await fake.createOrder(domain, { lines, fulfillmentOrders });
    const orderId = await storedOrderId(order.id);
    const client = trpcClient(url, { token });
    await client.orders.ship.mutate({ orderId, trackingNumbers: ["MANY-1"] });
    await eventually(async () => ((await shipmentOf(orderId))?.push_status === "done" ? true : null), 60_000);

    const units = await placed(order.id);
    for (const line of order.line_items) expect(units.get(line.admin_graphql_api_id)).toBe(line.quantity);
    expect([...units.values()].reduce((sum, q) => sum + q, 0)).toBe(62);
    const shopOrder = (await fake.orders(domain)).find((o) => o.id === order.id);
    expect(shopOrder?.fulfillment_status).toBe("fulfilled");
  });
});

describe("a fulfilment order on hold in Shopify", () => {
  it("waits with Shopify's reason on the order, is not pushed before its release, and is pushed after it", async () => {
    const { order } = await fake.createOrder(domain, {
      lines: [
        { sku: "MUG-WHT", quantity: 1, price: "12.90" },
        { sku: "MUG-BLK", quantity: 2, price: "12.90" },
      ],
      fulfillmentOrders: [
        { location: 0, lines: [{ line: 0, quantity: 1 }] },
        { location: 1, hold: { reason: "AWAITING_PAYMENT" }, lines: [{ line: 1, quantity: 2 }] },
      ],
    });
    const orderId = await storedOrderId(order.id);
    const client = trpcClient(url, { token });
    await client.orders.ship.mutate({ orderId, trackingNumbers: ["HOLD-1"] });
    await eventually(async () => ((await shipmentOf(orderId))?.push_error_kind === "on_hold" ? true : null), 30_000);
    expect(await shipmentOf(orderId)).toMatchObject({ push_status: "pending", push_error: "AWAITING_PAYMENT" });
    const detail = await client.orders.get.query({ orderId });
    expect(detail.shipments[0]).toMatchObject({
      pushStatus: "pending",
      pushError: null,
      pushWaiting: { kind: "on_hold", detail: "AWAITING_PAYMENT" },
    });
    // Nothing partial: the open fulfilment order was not fulfilled on its own either.
    expect((await placed(order.id)).size).toBe(0);

    await fake.releaseHold(domain, order.id);
    await eventually(async () => ((await shipmentOf(orderId))?.push_status === "done" ? true : null), 30_000);
    const units = await placed(order.id);
    expect(order.line_items.map((l) => units.get(l.admin_graphql_api_id))).toEqual([1, 2]);
    const done = await client.orders.get.query({ orderId });
    expect(done.shipments[0]).toMatchObject({ pushStatus: "done", pushWaiting: null });
  });
});

describe("what a shipment was sent with", () => {
  it("the carrier stays the shipped one after the shop's default carrier changes, on the order and in the push", async () => {
    const client = trpcClient(url, { token });
    const shopName = `Carrier shop ${shopId.slice(-4)}`;
    await client.shops.update.mutate({ shopId, name: shopName, shipmentMethod: "dhl" });
    const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
    const orderId = await storedOrderId(order.id);
    // Shopify refuses the first push; it is sent again after the setting changed.
    await fake.rejectFulfilments(domain, "Fulfillment order is not in an open state.");
    const { id: shipmentId } = await client.orders.ship.mutate({ orderId, trackingNumbers: ["CARRIER-1"] });
    await eventually(async () => ((await shipmentOf(orderId))?.push_status === "failed" ? true : null), 30_000);

    await client.shops.update.mutate({ shopId, name: shopName, shipmentMethod: "gls" });
    const detail = await client.orders.get.query({ orderId });
    expect(detail.shipmentMethod).toBe("dhl");
    expect(detail.shipments[0]).toMatchObject({ shipmentMethod: "dhl", carrier: "DHL" });

    await fake.rejectFulfilments(domain, null);
    await client.orders.retryPush.mutate({ orderId, shipmentId });
    await eventually(async () => ((await shipmentOf(orderId))?.push_status === "done" ? true : null), 30_000);
    const pushed = (await fake.fulfillments(domain)).find((f) => f.trackingNumbers.includes("CARRIER-1"));
    expect(pushed?.trackingCompany).toBe("DHL");

    await client.shops.update.mutate({ shopId, name: shopName, shipmentMethod: "dhl" });
    await client.shops.update.mutate({ shopId, name: shopName, shipmentMethod: "gls" });
    expect((await client.orders.get.query({ orderId })).shipments[0]?.carrier).toBe("DHL");
    // An order not shipped yet shows the method it will ship with: the shop's of today.
    const { order: next } = await fake.createOrder(domain, {
      lines: [{ sku: "MUG-BLK", quantity: 1, price: "12.90" }],
    });
    const nextId = await storedOrderId(next.id);
    expect((await client.orders.get.query({ orderId: nextId })).shipmentMethod).toBe("gls");
  });
});
