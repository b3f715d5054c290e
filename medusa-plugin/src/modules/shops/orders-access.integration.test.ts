// An app Shopify has not approved for protected customer data (level 1) gets no orders/* webhooks
// and may not read orders: the Shops screen tells the merchant, and once Shopify approves the app
// the orders placed meanwhile arrive through reconciliation: none is silently missed.
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
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

describe("without Shopify's approval for orders (protected customer data, level 1)", () => {
  it("the merchant is told, and the orders placed meanwhile arrive once Shopify approves", async () => {
    const client = trpcClient(url, { token: await signIn(url, "customer@demo.local", DEMO_PASSWORD) });
    const domain = uniqueShopDomain("unapproved");
    const install = await installApp(url, fake, domain);
    const shopId = (await client.shops.connect.mutate({ installToken: install.installToken as string })).id;
    await fake.protectedCustomerData(domain, false, false);

    const { order, delivery } = await fake.createOrder(domain, {
      lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }],
    });
    expect(delivery?.status).toBe(0);
    const denied = await eventually(async () => {
      const shop = (await client.shops.list.query()).items.find((s) => s.id === shopId);
      return shop?.ordersAccessDenied ? shop : null;
    }, 30_000);
    expect(denied.orderCount).toBe(0);

    await fake.protectedCustomerData(domain, true, true);
    await eventually(async () => {
      const [row] = await sql<{ id: string }>(
        databaseUrl,
        "SELECT order_id AS id FROM order_extension WHERE shop_id = $1 AND external_order_id = $2",
        [shopId, String(order.id)],
      );
      return row ?? null;
    }, 30_000);
    const shop = (await client.shops.list.query()).items.find((s) => s.id === shopId);
    expect(shop).toMatchObject({ ordersAccessDenied: false, orderCount: 1 });
  });

  it("is said at install: the merchant sees the notice and support the shop at once, before any reconciliation", async () => {
    const client = trpcClient(url, { token: await signIn(url, "customer@demo.local", DEMO_PASSWORD) });
    const support = trpcClient(url, { token: await signIn(url, "support@demo.local", DEMO_PASSWORD) });
    const domain = uniqueShopDomain("unapproved-install");
    // Not approved before the install: Shopify refuses the app's orders/* subscriptions and order reads.
    await fake.ensureShop(domain);
    await fake.protectedCustomerData(domain, false, false);
    const install = await installApp(url, fake, domain);
    // Unclaimed yet (reconciliation reads only connected shops): support already sees it, without an organisation.
    const pending = (await support.shops.withoutOrdersAccess.query()).items.find((s) => s.domain === domain);
    expect(pending).toMatchObject({ status: "pending", organisationName: null });

    const shopId = (await client.shops.connect.mutate({ installToken: install.installToken as string })).id;
    const shop = (await client.shops.list.query()).items.find((s) => s.id === shopId);
    expect(shop).toMatchObject({ ordersAccessDenied: true, orderCount: 0 });
    const listed = (await support.shops.withoutOrdersAccess.query()).items.find((s) => s.id === shopId);
    expect(listed).toMatchObject({ domain, status: "active" });
    expect(listed?.organisationName).toBeTruthy();

    // An order placed meanwhile arrives once Shopify approves the app, and the notice goes.
    const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
    await fake.protectedCustomerData(domain, true, true);
    await eventually(async () => {
      const [row] = await sql<{ id: string }>(
        databaseUrl,
        "SELECT order_id AS id FROM order_extension WHERE shop_id = $1 AND external_order_id = $2",
        [shopId, String(order.id)],
      );
      return row ?? null;
    }, 30_000);
    expect((await client.shops.list.query()).items.find((s) => s.id === shopId)).toMatchObject({
      ordersAccessDenied: false,
    });
    expect((await support.shops.withoutOrdersAccess.query()).items.some((s) => s.id === shopId)).toBe(false);
  });

  it("an approved shop is not listed at install", async () => {
    const support = trpcClient(url, { token: await signIn(url, "support@demo.local", DEMO_PASSWORD) });
    const domain = uniqueShopDomain("approved-install");
    await installApp(url, fake, domain);
    expect((await support.shops.withoutOrdersAccess.query()).items.some((s) => s.domain === domain)).toBe(false);
  });
});
