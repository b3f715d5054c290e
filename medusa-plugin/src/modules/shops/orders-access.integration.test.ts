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
});
