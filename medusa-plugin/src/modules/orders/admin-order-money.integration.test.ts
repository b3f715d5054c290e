// Money on a shop order as Medusa Admin shows it (issue 31): Medusa's own admin API (the route
// Medusa Admin's order page reads, here with an admin user's token) computes its totals from the rows
// the intake wrote. Its line totals add up, its total is Shopify's, and "Total Paid" (payments less
// refunds) is what the shop charged and kept, for prices with the tax included or added, through a
// refund before shipment; an unpaid order is not paid.
import {
  activeMerchant,
  adminSignIn,
  connectedShop,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  eventually,
  http,
  ShopifyFakeClient,
  signIn,
  sql,
  storedOrderId,
} from "@platform/testing";
import type { QueryRunner } from "typeorm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ShopOrderMoney1766750000000 } from "../../migrations/1766750000000-shop-order-money";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const GERMANY = { city: "Berlin", zip: "10115", country: "Germany", code: "DE" };

type AdminItem = { id: string; quantity: number; subtotal: number; tax_total: number; total: number };
type AdminOrder = {
  payment_status: string;
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  total: number;
  paid_total: number;
  refunded_total: number;
  items: AdminItem[];
  payments: Array<{ provider_id: string; amount: number; amount_refunded: number; captured_at: string | null }>;
  refunds: Array<{ amount: number }>;
};

let domain: string;
let adminToken: string;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  const supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  const merchant = await activeMerchant(url, supportToken, "Admin Money Merchant");
  domain = await connectedShop(url, fake, merchant.token, "admin-money");
  adminToken = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
});

async function adminOrder(orderId: string): Promise<AdminOrder> {
  const response = await http<{ order: AdminOrder }>(`${url}/admin/orders/${orderId}`, {
    token: adminToken,
  });
  expect(response.status).toBe(200);
  return response.body.order;
}

async function shopOrder(taxesIncluded: boolean, financialStatus = "paid") {
  const { order } = await fake.createOrder(domain, {
    country: GERMANY,
    taxesIncluded,
    taxRate: 0.19,
    shipping: "4.90",
    financialStatus,
    // Nets per unit that do not round evenly: 29.90 gross is 25.126… net, 2 of them 50.25.
    lines: [
      { sku: "MUG-WHT", quantity: 2, price: "29.90" },
      { sku: "TOTE-NAT", quantity: 3, price: "12.99" },
    ],
  });
  return { shopify: order, orderId: await storedOrderId(databaseUrl, domain, order.id) };
}

/** What Medusa Admin's order page adds up: lines to the subtotal, subtotal, shipping and tax to the total. */
function expectAddsUp(order: AdminOrder) {
  expect(sum(order.items.map((i) => i.subtotal))).toBe(order.subtotal);
  expect(sum(order.items.map((i) => i.total))).toBe(order.subtotal + sum(order.items.map((i) => i.tax_total)));
  expect(order.subtotal + order.shipping_total + order.tax_total).toBe(order.total);
}

describe("a Shopify order in Medusa Admin", () => {
  it("with the tax included: the gross lines are the shop's, the total is Shopify's, and Total Paid is what it charged", async () => {
    const { shopify, orderId } = await shopOrder(true);
    const order = await adminOrder(orderId);
    expectAddsUp(order);
    // Medusa Admin shows each line with its tax: the shop's gross line prices, to the cent.
    expect(order.items.map((i) => i.total).sort((a, b) => a - b)).toEqual([3897, 5980]);
    expect(sum(order.items.map((i) => i.total))).toBe(cents(shopify.subtotal_price));
    expect(order.total).toBe(cents(shopify.total_price));
    // The tax included is Shopify's, give or take the cent each rounded net unit price moved.
    expect(Math.abs(order.tax_total - cents(shopify.total_tax))).toBeLessThanOrEqual(order.items.length);
    expect(order.payment_status).toBe("captured");
    expect(order.paid_total).toBe(cents(shopify.total_price));
    expect(order.refunded_total).toBe(0);
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ provider_id: "manual", amount: cents(shopify.total_price) });
    expect(order.payments[0]?.captured_at).toBeTruthy();
  });

  it("with the tax added: the net lines add up to Shopify's subtotal, the tax is Shopify's and so is the total", async () => {
    const { shopify, orderId } = await shopOrder(false);
    const order = await adminOrder(orderId);
    expectAddsUp(order);
    expect(order.subtotal).toBe(cents(shopify.subtotal_price));
    expect(order.shipping_total).toBe(490);
    expect(order.tax_total).toBe(cents(shopify.total_tax));
    expect(order.total).toBe(cents(shopify.total_price));
    expect(order.paid_total).toBe(cents(shopify.total_price));
    expect(order.refunded_total).toBe(0);
  });

  it("refunded before shipment: paid what Shopify charged, the refund shown as refunded, the total what is left", async () => {
    const { shopify, orderId } = await shopOrder(true);
    const charged = cents(shopify.total_price);
    const tote = shopify.line_items.find((line) => line.sku === "TOTE-NAT");
    const mug = shopify.line_items.find((line) => line.sku === "MUG-WHT");
    if (!tote || !mug) throw new Error("the order's lines are missing");

    const partly = await fake.refundOrder(domain, shopify.id, [{ id: tote.id, quantity: 2 }]);
    const afterOne = await eventually(async () => {
      const order = await adminOrder(orderId);
      return order.payment_status === "partially_refunded" ? order : null;
    });
    expectAddsUp(afterOne);
    expect(afterOne.total).toBe(cents(partly.order.total_price));
    expect(afterOne.paid_total).toBe(charged);
    expect(afterOne.refunded_total).toBe(charged - cents(partly.order.total_price));
    // Medusa Admin's "Total Paid": what the shop kept.
    expect(afterOne.paid_total - afterOne.refunded_total).toBe(afterOne.total);
    expect(afterOne.payments[0]?.amount_refunded).toBe(afterOne.refunded_total);

    await fake.refundOrder(domain, shopify.id, [
      { id: tote.id, quantity: 1 },
      { id: mug.id, quantity: 2 },
    ]);
    const refunded = await eventually(async () => {
      const order = await adminOrder(orderId);
      return order.payment_status === "refunded" ? order : null;
    });
    expect(refunded.paid_total).toBe(charged);
    expect(refunded.refunded_total).toBe(charged);
    expect(refunded.refunds.length).toBe(2);
  });

  it("not paid yet: awaiting, with nothing paid", async () => {
    const { shopify, orderId } = await shopOrder(false, "pending");
    const order = await adminOrder(orderId);
    expect(order.payment_status).toBe("awaiting");
    expect(order.paid_total).toBe(0);
    expect(order.payments).toEqual([]);
    expect(order.total).toBe(cents(shopify.total_price));

    // Paid later in Shopify: paid in Medusa Admin too.
    await fake.updateOrder(domain, shopify.id, { financial_status: "paid" });
    const paid = await eventually(async () => {
      const next = await adminOrder(orderId);
      return next.payment_status === "captured" ? next : null;
    });
    expect(paid.paid_total).toBe(cents(shopify.total_price));
  });
});

describe("a Shopify order stored before", () => {
  it("gets its payment, refund and rounding from the migration, once however often it runs", async () => {
    const paid = await shopOrder(true);
    const refunded = await shopOrder(false);
    await fake.updateOrder(domain, refunded.shopify.id, { financial_status: "refunded" });
    await eventually(async () => ((await adminOrder(refunded.orderId)).refunded_total > 0 ? true : null));
    const expected = [await adminOrder(paid.orderId), await adminOrder(refunded.orderId)];
    const ids = [paid.orderId, refunded.orderId];
    // As these orders were stored before: no payment, no refund, no rounding line.
    await sql(databaseUrl, "DELETE FROM refund WHERE order_id = ANY($1)", [ids]);
    await sql(databaseUrl, "DELETE FROM payment WHERE order_id = ANY($1)", [ids]);
    await sql(
      databaseUrl,
      "DELETE FROM line_item_tax_line WHERE code = 'rounding' AND item_id IN (SELECT id FROM line_item WHERE order_id = ANY($1))",
      [ids],
    );
    await sql(
      databaseUrl,
      `DELETE FROM shipping_method_tax_line WHERE code = 'rounding'
          AND shipping_method_id IN (SELECT id FROM shipping_method WHERE order_id = ANY($1))`,
      [ids],
    );
    const before = await adminOrder(paid.orderId);
    expect(before.paid_total).toBe(0);
    expect(before.total).not.toBe(cents(paid.shopify.total_price));

    const runner = { query: (text: string) => sql(databaseUrl, text) } as unknown as QueryRunner;
    const migration = new ShopOrderMoney1766750000000();
    await migration.up(runner);
    await migration.up(runner);

    const after = [await adminOrder(paid.orderId), await adminOrder(refunded.orderId)];
    for (const [index, order] of after.entries()) {
      const was = expected[index] as AdminOrder;
      expect(order.total).toBe(was.total);
      const totals = (o: AdminOrder) => [...o.items].sort((a, b) => a.id.localeCompare(b.id)).map((i) => i.total);
      expect(totals(order)).toEqual(totals(was));
      expect(order.paid_total).toBe(was.paid_total);
      expect(order.refunded_total).toBe(was.refunded_total);
      expect(order.payments).toHaveLength(1);
    }
    expect(after[0]?.total).toBe(cents(paid.shopify.total_price));
    expect(after[1]?.refunds).toHaveLength(1);
    expect(after[1]?.paid_total).toBe(after[1]?.refunded_total);
  });
});
