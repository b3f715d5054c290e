// Orders that change in Shopify after they arrived: order edits (orders/edited), refunds before
// shipment, and orders the shop fulfilled, restocked or cancelled itself. Through the real webhook
// route, the real routing and stock, and the real push to the fake Shopify.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  countRows,
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

const GERMANY = { city: "Berlin", zip: "10115", country: "Germany", code: "DE" };

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let variants: Record<string, string>;

const support = () => trpcClient(url, { token: supportToken });
const asMerchant = () => trpcClient(url, { token: merchant.token });

/** A warehouse with the merchant's goods, the only one the merchant ships from in Germany. */
async function onlyWarehouse(stock: Record<string, number>) {
  const location = await support().locations.create.mutate({
    name: `Changes ${randomUUID().slice(0, 6)}`,
    type: "dropshipping",
    status: "active",
    countryCode: "DE",
    city: "Berlin",
  });
  for (const [sku, onHand] of Object.entries(stock)) {
    await support().locations.adjustStock.mutate({
      organisationId: merchant.organisationId,
      locationId: location.id,
      variantId: variants[sku] as string,
      onHand,
    });
  }
  const client = asMerchant();
  for (const country of ["DE", "*"]) {
    const current = await client.locations.priorities.query({ country });
    await client.locations.setPriorities.mutate({
      country,
      priorities: current.items.map((item) => ({
        locationId: item.location.id,
        priority: item.location.id === location.id && country === "DE" ? 1 : null,
      })),
    });
  }
  return location;
}

async function reserved(locationId: string): Promise<Record<string, number>> {
  const detail = await asMerchant().locations.get.query({ locationId });
  return Object.fromEntries(detail.stocks.items.map((s) => [s.sku, s.reserved]));
}

/** A new order of the merchant's shop, once stored (and routed: same transaction). */
async function newOrder(lines: Record<string, number>) {
  const { order } = await fake.createOrder(domain, {
    country: GERMANY,
    lines: Object.entries(lines).map(([sku, quantity]) => ({ sku, quantity, price: "10.00" })),
  });
  const stored = await eventually(async () => {
    const [row] = await sql<{ order_id: string }>(
      databaseUrl,
      `SELECT e.order_id FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = $2`,
      [domain, String(order.id)],
    );
    return row ?? null;
  });
  const lineId = (sku: string) => order.line_items.find((l) => l.sku === sku)?.id as string;
  return { id: stored.order_id, shopifyId: order.id, lineId };
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Changes Merchant");
  domain = uniqueShopDomain("changes");
  const install = await installApp(url, fake, domain);
  await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
  const rows = await sql<{ id: string; sku: string }>(
    databaseUrl,
    `SELECT id, sku FROM product_variant WHERE sku IN ('MUG-WHT', 'MUG-BLK', 'TOTE-NAT') AND deleted_at IS NULL`,
  );
  variants = Object.fromEntries(rows.map((r) => [r.sku, r.id]));
  expect(Object.keys(variants)).toHaveLength(3);
});

describe("an order edited in Shopify", () => {
  it("ships only its current units: removed units give back their stock, added lines are reserved", async () => {
    const location = await onlyWarehouse({ "MUG-WHT": 10, "MUG-BLK": 10, "TOTE-NAT": 10 });
    const order = await newOrder({ "MUG-WHT": 3, "MUG-BLK": 2 });
    expect(await reserved(location.id)).toMatchObject({ "MUG-WHT": 3, "MUG-BLK": 2, "TOTE-NAT": 0 });

    // orders/edited alone (no orders/updated after it): the platform reads the order as it stands.
    const { order: edited } = await fake.editOrder(
      domain,
      order.shopifyId,
      {
        lines: [
          { id: order.lineId("MUG-WHT"), quantity: 1 },
          { id: order.lineId("MUG-BLK"), quantity: 0 },
        ],
        add: [{ sku: "TOTE-NAT", quantity: 1, price: "16.90" }],
      },
      { updated: false },
    );
    expect(edited.line_items.find((l) => l.sku === "MUG-WHT")).toMatchObject({ quantity: 3, current_quantity: 1 });
    await eventually(async () => {
      const now = await reserved(location.id);
      return now["MUG-WHT"] === 1 && now["MUG-BLK"] === 0 && now["TOTE-NAT"] === 1 ? now : null;
    });
    const client = asMerchant();
    const detail = await client.orders.get.query({ orderId: order.id });
    expect(detail.items.map((i) => [i.sku, i.quantity])).toEqual([
      ["MUG-WHT", 1],
      ["TOTE-NAT", 1],
    ]);
    // The merchant sees that the shop changed the items.
    const history = await client.orders.history.query({ orderId: order.id });
    expect(history.find((e) => e.type === "items_edited")).toMatchObject({ actor: { kind: "shop" } });

    await client.orders.ship.mutate({ orderId: order.id, trackingNumbers: ["EDITED-1"] });
    await eventually(async () => {
      const [row] = await sql<{ push_status: string }>(
        databaseUrl,
        "SELECT push_status FROM order_shipment WHERE order_id = $1",
        [order.id],
      );
      return row?.push_status === "done" ? row : null;
    }, 30_000);
    const pushed = (await fake.fulfillments(domain)).filter(
      (f) => f.orderId === `gid://shopify/Order/${order.shopifyId}`,
    );
    const shopOrder = (await fake.orders(domain)).find((o) => o.id === order.shopifyId);
    const skuOf = (gid: string) => shopOrder?.line_items.find((l) => l.admin_graphql_api_id === gid)?.sku;
    expect(pushed.flatMap((f) => f.lineItems.map((l) => [skuOf(l.lineItemId), l.quantity])).sort()).toEqual([
      ["MUG-WHT", 1],
      ["TOTE-NAT", 1],
    ]);
    expect(shopOrder?.fulfillment_status).toBe("fulfilled");
  });

  it("a refund before shipment gives back what the refunded units held", async () => {
    const location = await onlyWarehouse({ "TOTE-NAT": 10 });
    const order = await newOrder({ "TOTE-NAT": 3 });
    expect(await reserved(location.id)).toMatchObject({ "TOTE-NAT": 3 });
    await fake.refundOrder(domain, order.shopifyId, [{ id: order.lineId("TOTE-NAT"), quantity: 2 }]);
    await eventually(async () => ((await reserved(location.id))["TOTE-NAT"] === 1 ? true : null));
    const detail = await asMerchant().orders.get.query({ orderId: order.id });
    expect(detail.items.map((i) => i.quantity)).toEqual([1]);
    expect(detail.paymentStatus).toBe("partially_refunded");
  });

  it("a change after shipment is shown on the order, and the shipped items stay as they were", async () => {
    await onlyWarehouse({ "MUG-BLK": 10 });
    const order = await newOrder({ "MUG-BLK": 2 });
    const client = asMerchant();
    await client.orders.ship.mutate({ orderId: order.id, trackingNumbers: ["LATE-EDIT-1"] });
    await eventually(async () => {
      const [row] = await sql<{ push_status: string }>(
        databaseUrl,
        "SELECT push_status FROM order_shipment WHERE order_id = $1",
        [order.id],
      );
      return row?.push_status === "done" ? row : null;
    }, 30_000);
    await fake.refundOrder(domain, order.shopifyId, [{ id: order.lineId("MUG-BLK"), quantity: 1 }]);
    const entry = await eventually(async () =>
      (await client.orders.history.query({ orderId: order.id })).find((e) => e.type === "changed_after_shipment"),
    );
    expect(entry).toMatchObject({ actor: { kind: "shop" } });
    const detail = await client.orders.get.query({ orderId: order.id });
    expect(detail.items.map((i) => [i.quantity, i.shippedQuantity])).toEqual([[2, 2]]);
  });
});

describe("an order fulfilled, restocked or cancelled by the shop itself", () => {
  for (const [how, patch] of [
    ["fulfilled", { fulfillment_status: "fulfilled" }],
    ["restocked", { fulfillment_status: "restocked" }],
    ["partially fulfilled", { fulfillment_status: "partial" }],
  ] as const) {
    it(`${how} in Shopify: its reservation is released and it is not routed again`, async () => {
      const location = await onlyWarehouse({ "MUG-WHT": 5 });
      const order = await newOrder({ "MUG-WHT": 2 });
      expect(await reserved(location.id)).toMatchObject({ "MUG-WHT": 2 });
      await fake.updateOrder(domain, order.shopifyId, patch);
      await eventually(async () => ((await reserved(location.id))["MUG-WHT"] === 0 ? true : null));
      // Support's "route again" and the next version from the shop reserve nothing.
      await support().locations.routeOrder.mutate({ orderId: order.id });
      await fake.updateOrder(domain, order.shopifyId, { financial_status: "partially_refunded" });
      await eventually(async () => {
        const [row] = await sql<{ routing_status: string | null }>(
          databaseUrl,
          `SELECT e.routing_status FROM order_extension e JOIN "order" o ON o.id = e.order_id
            WHERE e.order_id = $1 AND o.payment_status = 'partially_refunded'`,
          [order.id],
        );
        return row ?? null;
      });
      expect(await reserved(location.id)).toMatchObject({ "MUG-WHT": 0 });
      const routing = await asMerchant().locations.routingForOrder.query({ orderId: order.id });
      expect(routing).toMatchObject({ status: null, location: null, stock: null });
    });
  }

  it("cancelled in Shopify: nothing stays reserved, and it is not routed again", async () => {
    const location = await onlyWarehouse({ "MUG-BLK": 5 });
    const order = await newOrder({ "MUG-BLK": 2 });
    await fake.cancelOrder(domain, order.shopifyId);
    await eventually(async () => ((await reserved(location.id))["MUG-BLK"] === 0 ? true : null));
    await support().locations.routeOrder.mutate({ orderId: order.id });
    expect(await reserved(location.id)).toMatchObject({ "MUG-BLK": 0 });
  });
});

describe("a shop that uninstalled the app", () => {
  it("orders/create after app/uninstalled is not stored; shop/redact leaves the shop disconnected", async () => {
    const own = uniqueShopDomain("gone");
    const install = await installApp(url, fake, own);
    const shop = await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
    await fake.createOrder(own, { country: GERMANY, lines: [{ sku: "MUG-WHT", quantity: 1, price: "10.00" }] });
    await eventually(async () => (await countRows(databaseUrl, "order_extension", "shop_id = $1", [shop.id])) === 1);
    await fake.uninstall(own);
    await eventually(async () => {
      const [row] = await sql<{ status: string }>(databaseUrl, "SELECT status FROM shop WHERE id = $1", [shop.id]);
      return row?.status === "disconnected";
    });
    const late = await fake.sendWebhook(own, "orders/create", {
      ...((await fake.createOrder(own, { country: GERMANY }, { send: false })).order as unknown as Record<
        string,
        unknown
      >),
    });
    expect(late.status).toBe(200);
    await eventually(async () => {
      const [row] = await sql<{ status: string }>(
        databaseUrl,
        "SELECT status FROM shopify_webhook WHERE shop_domain = $1 AND topic = 'ORDERS_CREATE' ORDER BY received_at DESC LIMIT 1",
        [own],
      );
      return row?.status === "processed" ? row : null;
    });
    expect(await countRows(databaseUrl, "order_extension", "shop_id = $1", [shop.id])).toBe(1);

    // shop/redact on a shop still connected: its data and tokens go, and it is no longer active.
    const other = uniqueShopDomain("redact");
    const otherInstall = await installApp(url, fake, other);
    const connected = await asMerchant().shops.connect.mutate({ installToken: otherInstall.installToken as string });
    await fake.shopRedact(other);
    await eventually(async () => {
      const [row] = await sql<{ redacted_at: Date | null }>(databaseUrl, "SELECT redacted_at FROM shop WHERE id = $1", [
        connected.id,
      ]);
      return row?.redacted_at ? row : null;
    });
    const [after] = await sql<{ status: string }>(databaseUrl, "SELECT status FROM shop WHERE id = $1", [connected.id]);
    expect(after?.status).toBe("disconnected");
  });
});
