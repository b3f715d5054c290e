// Money on an order as the shop charged it (issue 31): with the shop's prices including tax the
// lines and subtotal are gross and the tax is shown as included; with the tax added they are net
// and the tax is added. Either way the lines add up to the subtotal and the order to its total.
import {
  activeMerchant,
  connectedShop,
  DEMO_PASSWORD,
  ShopifyFakeClient,
  signIn,
  storedOrderId,
  trpcClient,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const GERMANY = { city: "Berlin", zip: "10115", country: "Germany", code: "DE" };

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
const asMerchant = () => trpcClient(url, { token: merchant.token });

beforeAll(async () => {
  const supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Money Merchant");
  domain = await connectedShop(url, fake, merchant.token, "money");
});

async function storedOrder(taxesIncluded: boolean) {
  const { order } = await fake.createOrder(domain, {
    country: GERMANY,
    taxesIncluded,
    taxRate: 0.19,
    shipping: "4.90",
    // Prices whose net per unit does not round evenly: 29.90 gross is 25.126… net.
    lines: [
      { sku: "MUG-WHT", quantity: 2, price: "29.90" },
      { sku: "TOTE-NAT", quantity: 3, price: "12.99" },
    ],
  });
  const orderId = await storedOrderId(databaseUrl, domain, order.id);
  return { shopify: order, detail: await asMerchant().orders.get.query({ orderId }) };
}

describe("an order's money", () => {
  it("with the tax included: gross lines add up to the subtotal, the tax is included, not added", async () => {
    const { shopify, detail } = await storedOrder(true);
    expect(detail.taxesIncluded).toBe(true);
    expect(detail.items.map((item) => [item.quantity, item.unitPrice, item.lineTotal])).toEqual([
      [2, 2990, 5980],
      [3, 1299, 3897],
    ]);
    const lines = detail.items.reduce((sum, item) => sum + item.lineTotal, 0);
    expect(lines).toBe(detail.subtotal);
    expect(detail.subtotal + detail.shippingTotal).toBe(detail.total);
    expect(detail.total).toBe(Math.round(Number(shopify.total_price) * 100));
    expect(detail.taxTotal).toBe(Math.round(Number(shopify.total_tax) * 100));
  });

  it("with the tax added: net lines add up to the subtotal, and subtotal, shipping and tax to the total", async () => {
    const { shopify, detail } = await storedOrder(false);
    expect(detail.taxesIncluded).toBe(false);
    expect(detail.items.map((item) => [item.quantity, item.unitPrice, item.lineTotal])).toEqual([
      [2, 2990, 5980],
      [3, 1299, 3897],
    ]);
    expect(detail.items.reduce((sum, item) => sum + item.lineTotal, 0)).toBe(detail.subtotal);
    expect(detail.subtotal + detail.shippingTotal + detail.taxTotal).toBe(detail.total);
    expect(detail.total).toBe(Math.round(Number(shopify.total_price) * 100));
  });
});
