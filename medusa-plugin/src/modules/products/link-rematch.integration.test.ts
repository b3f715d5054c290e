// Linking frees the orders that waited for it, at once: three orders of a shop item no platform
// product has (the demo's Soy Candle, sent by the fake as Shopify sends it, with the shop's variant
// and product ids) wait as "needs linking"; a link made by hand, or by support's "Publish and link",
// matches them in the same transaction, and they are routed with their stock reserved. The next
// order of that item arrives linked.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
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

let supportToken: string;
let supplierOrganisationId: string;

const candle = (quantity: number) => ({ sku: "CANDLE-SOY", title: "Soy Candle", quantity, price: "14.50" });

/** A merchant with a connected shop and a shelf of its own, first for every country. */
async function merchantWithShelf(prefix: string) {
  const merchant = await activeMerchant(url, supportToken, `${prefix} ${randomUUID().slice(0, 6)}`);
  const domain = uniqueShopDomain(prefix.toLowerCase());
  const install = await installApp(url, fake, domain);
  const client = trpcClient(url, { token: merchant.token });
  const shopId = (await client.shops.connect.mutate({ installToken: install.installToken as string })).id;
  const location = await trpcClient(url, { token: supportToken }).locations.create.mutate({
    name: `${prefix} shelf ${randomUUID().slice(0, 6)}`,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: merchant.organisationId,
  });
  await client.locations.setPriorities.mutate({ country: "*", priorities: [{ locationId: location.id, priority: 1 }] });
  const setup = { merchant, client, domain, shopId, locationId: location.id };
  // The white mug beside a candle is stocked: only the candle keeps its order waiting.
  const [white] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
  await stock(setup, white?.id as string, 10);
  return setup;
}

type Setup = {
  merchant: { organisationId: string };
  client: ReturnType<typeof trpcClient>;
  domain: string;
  shopId: string;
  locationId: string;
};

async function stock(setup: Setup, variantId: string, count: number) {
  await trpcClient(url, { token: supportToken }).locations.adjustStock.mutate({
    organisationId: setup.merchant.organisationId,
    locationId: setup.locationId,
    variantId,
    onHand: count,
  });
}

async function reservedAt(setup: Setup, sku: string) {
  const detail = await setup.client.locations.get.query({ locationId: setup.locationId, search: sku });
  return detail.stocks.items.find((s) => s.sku === sku)?.reserved ?? 0;
}

/** Three candle orders (2, 1 and 1 units; one with a mug beside it) that wait for a link. */
async function threeStuckOrders(setup: Setup) {
  const orders = [];
  for (const lines of [[candle(2)], [candle(1)], [candle(1), { sku: "MUG-WHT", quantity: 1, price: "12.90" }]]) {
    const { order } = await fake.createOrder(setup.domain, { lines, country: GERMANY });
    orders.push(
      await eventually(async () =>
        (await setup.client.orders.list.query({})).items.find((o) => o.number === order.name),
      ),
    );
  }
  for (const order of orders) {
    expect(order.needsLinking).toBe(true);
    expect((await setup.client.locations.routingForOrder.query({ orderId: order.id }))?.status).toBe("unroutable");
  }
  return orders;
}

const GERMANY = { city: "Berlin", zip: "10115", country: "Germany", code: "DE" };

async function expectRoutedAndReserved(setup: Setup, orderIds: string[]) {
  for (const orderId of orderIds) {
    expect((await setup.client.orders.get.query({ orderId })).needsLinking).toBe(false);
    const routing = await setup.client.locations.routingForOrder.query({ orderId });
    expect(routing?.status).toBe("routed");
    expect(routing?.location?.id).toBe(setup.locationId);
  }
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierOrganisationId = (
    await trpcClient(url, { token: await signIn(url, "supplier@demo.local", DEMO_PASSWORD) }).organisation.get.query()
  ).id;
});

describe("linking rematches the orders that need linking", () => {
  it("a link made by hand routes the three waiting orders with their stock reserved, and the next order arrives linked", async () => {
    const setup = await merchantWithShelf("Rematch");
    const [row] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-BLK'");
    const mugBlack = row?.id as string;
    await stock(setup, mugBlack, 10);
    const orders = await threeStuckOrders(setup);

    const [hit] = await setup.client.products.shopProducts.query({ shopId: setup.shopId, search: "Soy Candle" });
    expect(hit).toMatchObject({ sku: "CANDLE-SOY", linkedVariantId: null });
    const result = await setup.client.products.link.mutate({
      shopId: setup.shopId,
      shopifyProductId: hit?.productId as string,
      shopifyVariantId: hit?.variantId as string,
      variantId: mugBlack,
      title: "Soy Candle – Lavender",
    });

    expect(result.rematchedOrders).toBe(3);
    await expectRoutedAndReserved(
      setup,
      orders.map((o) => o.id),
    );
    expect(await reservedAt(setup, "MUG-BLK")).toBe(4);

    const { order: next } = await fake.createOrder(setup.domain, { lines: [candle(3)], country: GERMANY });
    const stored = await eventually(async () =>
      (await setup.client.orders.list.query({})).items.find((o) => o.number === next.name),
    );
    expect(stored.needsLinking).toBe(false);
    expect((await setup.client.locations.routingForOrder.query({ orderId: stored.id }))?.status).toBe("routed");
    expect(await reservedAt(setup, "MUG-BLK")).toBe(7);
  });

  it("support's Publish and link routes them too", async () => {
    const setup = await merchantWithShelf("Publish");
    const orders = await threeStuckOrders(setup);
    const [hit] = await setup.client.products.shopProducts.query({ shopId: setup.shopId, search: "Soy Candle" });
    const request = await setup.client.productRequests.create.mutate({
      shopId: setup.shopId,
      productName: "Soy Candle",
      producerName: "Lavender Works",
      description: "Soy wax, 200 g",
      shopProduct: { productId: hit?.productId as string, variantId: hit?.variantId as string, title: "Soy Candle" },
    });
    const support = trpcClient(url, { token: supportToken });
    await support.productRequests.assignProducer.mutate({
      requestId: request.id,
      producerOrganisationId: supplierOrganisationId,
    });
    const accepted = await support.productRequests.move.mutate({ requestId: request.id, status: "accepted" });
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE product_id = $1", [
      accepted.product?.id,
    ]);
    await stock(setup, variant?.id as string, 10);
    // Accepted is not yet linked: the orders still wait.
    expect((await setup.client.orders.get.query({ orderId: orders[0]?.id as string })).needsLinking).toBe(true);

    await support.productRequests.move.mutate({ requestId: request.id, status: "published" });

    await expectRoutedAndReserved(
      setup,
      orders.map((o) => o.id),
    );
    const [reserved] = await sql<{ n: number }>(
      databaseUrl,
      "SELECT reserved AS n FROM location_stock WHERE location_id = $1 AND variant_id = $2",
      [setup.locationId, variant?.id],
    );
    expect(reserved?.n).toBe(4);
  });
});
