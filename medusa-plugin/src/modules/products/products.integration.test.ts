// Products and linking on real PostgreSQL: the merchant's products with stock and 30 days' sales,
// the Linking tab's search of the shop's products (fake Shopify, real SDK), and a link that makes a
// "needs linking" order routable.

import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  apiError,
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

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let supportToken: string;
let shopId: string;
let domain: string;
let mug: { variantId: string; productId: string };
let locationName: string;
let shelfId: string;

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Linking Merchant");
  domain = uniqueShopDomain("linking");
  const install = await installApp(url, fake, domain);
  const client = trpcClient(url, { token: merchant.token });
  shopId = (await client.shops.connect.mutate({ installToken: install.installToken as string })).id;
  const [row] = await sql<{ id: string; product_id: string }>(
    databaseUrl,
    "SELECT id, product_id FROM product_variant WHERE sku = 'MUG-BLK'",
  );
  mug = { variantId: row?.id as string, productId: row?.product_id as string };
  // The merchant's own shelf with 10 black mugs, first for every country.
  const support = trpcClient(url, { token: supportToken });
  locationName = `Linking shelf ${randomUUID().slice(0, 6)}`;
  const location = await support.locations.create.mutate({
    name: locationName,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: merchant.organisationId,
  });
  shelfId = location.id;
  await support.locations.adjustStock.mutate({
    organisationId: merchant.organisationId,
    locationId: location.id,
    variantId: mug.variantId,
    onHand: 10,
  });
  await client.locations.setPriorities.mutate({ country: "*", priorities: [{ locationId: location.id, priority: 1 }] });
});

describe("linking", () => {
  it("a link to a shop variant re-matches the order that needed linking, which becomes routable", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const shopMug = await fake.createProduct(domain, {
      title: "Midnight Mug",
      variants: [{ sku: "SHOP-MIDNIGHT", title: "Black", price: "14.90" }],
    });
    const shopVariantId = shopMug.variants[0]?.id as string;
    const { order } = await fake.createOrder(domain, {
      lines: [{ sku: "SHOP-MIDNIGHT", title: "Midnight Mug", quantity: 2, price: "14.90", variantId: shopVariantId }],
    });
    const stored = await eventually(async () =>
      (await client.orders.list.query({})).items.find((o) => o.number === order.name),
    );
    expect(stored.needsLinking).toBe(true);
    const routingBefore = await client.locations.routingForOrder.query({ orderId: stored.id });
    expect(routingBefore?.status).toBe("unroutable");

    const hits = await client.products.shopProducts.query({ shopId, search: "midnight" });
    expect(hits.map((hit) => [hit.variantId, hit.linkedVariantId])).toEqual([[String(shopVariantId), null]]);
    const result = await client.products.link.mutate({
      shopId,
      shopifyProductId: String(shopMug.id),
      shopifyVariantId: String(shopVariantId),
      variantId: mug.variantId,
      title: "Midnight Mug – Black",
    });
    expect(result.rematchedOrders).toBe(1);

    const after = await client.orders.get.query({ orderId: stored.id });
    expect(after.needsLinking).toBe(false);
    const routing = await client.locations.routingForOrder.query({ orderId: stored.id });
    expect(routing?.status).toBe("routed");
    expect(routing?.location?.name).toBe(locationName);
    expect((await client.products.shopProducts.query({ shopId, search: "midnight" }))[0]?.linkedVariantId).toBe(
      mug.variantId,
    );

    const links = await client.products.links.query({ productId: mug.productId });
    const link = links.find((l) => l.shopifyVariantId === String(shopVariantId));
    expect(link).toMatchObject({ shopId, shopProductTitle: "Midnight Mug – Black", variantId: mug.variantId });

    // A later order of that shop variant is matched at intake.
    const { order: next } = await fake.createOrder(domain, {
      lines: [{ sku: "SHOP-MIDNIGHT", title: "Midnight Mug", quantity: 1, price: "14.90", variantId: shopVariantId }],
    });
    const nextStored = await eventually(async () =>
      (await client.orders.list.query({})).items.find((o) => o.number === next.name),
    );
    expect(nextStored.needsLinking).toBe(false);

    await client.products.unlink.mutate({ linkId: link?.id as string });
    expect((await client.products.links.query({ productId: mug.productId })).map((l) => l.id)).not.toContain(link?.id);
    // Linked again: nothing waits for it any more.
    const again = await client.products.link.mutate({
      shopId,
      shopifyProductId: String(shopMug.id),
      shopifyVariantId: String(shopVariantId),
      variantId: mug.variantId,
    });
    expect(again.rematchedOrders).toBe(0);
  });

  it("refuses a variant that does not exist, a shop that is not the caller's, and lets support link any shop", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const unknown = await apiError(
      client.products.link.mutate({ shopId, shopifyProductId: "1", shopifyVariantId: "2", variantId: "variant_nope" }),
    );
    expect(unknown.data.fieldErrors?.variantId).toEqual(["products:errors.variantNotFound"]);
    const other = await activeMerchant(url, supportToken, "Linking Other");
    const foreign = await apiError(
      trpcClient(url, { token: other.token }).products.shopProducts.query({ shopId, search: "" }),
    );
    expect(foreign.data.code).toBe("NOT_FOUND");
    const supportShops = await trpcClient(url, { token: supportToken }).products.shops.query();
    expect(supportShops.map((shop) => shop.id)).toContain(shopId);
  });
});

describe("Products and Product overview", () => {
  it("shows linked and sellable products with the merchant's stock per location and sales of 30 days", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const linked = await client.products.list.query({ scope: "linked" });
    const row = linked.items.find((item) => item.id === mug.productId);
    expect(row).toMatchObject({ linked: true });
    expect(row?.stock).toEqual([expect.objectContaining({ locationName, onHand: 10, available: 7 })]);
    expect(row?.sales30Days).toBe(3);
    const all = await client.products.list.query({});
    expect(all.total).toBeGreaterThan(linked.total);
    expect(all.items.find((item) => item.id !== mug.productId && !item.linked)).toBeTruthy();

    const overview = await client.products.overview.query({ productId: mug.productId });
    const black = overview.variants.find((v) => v.id === mug.variantId);
    expect(black).toMatchObject({ sku: "MUG-BLK", sales30Days: 3 });
    expect(black?.stock[0]).toMatchObject({ locationName, available: 7 });
    expect(overview.openStockOrders).toEqual([]);

    // Stock on its way shows on the overview until it is received; another merchant's never does.
    const supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
    const supplierId = (await trpcClient(url, { token: supplierToken }).organisation.get.query()).id;
    const stockOrder = await client.stockOrders.create.mutate({
      supplierId,
      locationId: shelfId,
      importMethod: "plane",
      itemsCsv: "sku;quantity;price\nMUG-BLK;12;3,00\n",
    });
    const withOrder = await client.products.overview.query({ productId: mug.productId });
    expect(withOrder.openStockOrders).toEqual([
      expect.objectContaining({ id: stockOrder.id, status: "pending", openQuantity: 12, locationName }),
    ]);
    // 3 sold in 14 days want 1 available: with all 3 on hand reserved, the mug is below its hint
    // (nothing more to order: the 12 on their way cover it).
    expect(withOrder.variants.find((v) => v.id === mug.variantId)?.belowHint).toEqual([]);
    await trpcClient(url, { token: supportToken }).locations.adjustStock.mutate({
      organisationId: merchant.organisationId,
      locationId: shelfId,
      variantId: mug.variantId,
      onHand: 3,
    });
    const short = await client.products.overview.query({ productId: mug.productId });
    expect(short.variants.find((v) => v.id === mug.variantId)?.belowHint).toEqual([
      { locationName, proposedQuantity: 0 },
    ]);
    const other = await activeMerchant(url, supportToken, "Overview Other");
    const foreign = await trpcClient(url, { token: other.token }).products.overview.query({ productId: mug.productId });
    expect(foreign.openStockOrders).toEqual([]);
    const missing = await apiError(client.products.overview.query({ productId: "prod_nope" }));
    expect(missing.data.code).toBe("NOT_FOUND");
  });
});
