// Shopify reconciliation (issue 31): support's check compares the stored shop orders with
// Shopify's order as it stands now. Each drift is made in the fake Shopify the way it happens for
// real — a change whose webhook never arrived (an order placed days ago, so the intake's own
// "orders created since" pull does not see it again), a fulfilment cancelled in Shopify's admin —
// found with its cause, and fixed from support's list until the order agrees again.
import {
  activeMerchant,
  apiError,
  connectedShop,
  DEMO_PASSWORD,
  eventually,
  ShopifyFakeClient,
  signIn,
  sql,
  storedOrderId,
  translation,
  trpcClient,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const GERMANY = { city: "Berlin", zip: "10115", country: "Germany", code: "DE" };
const DAYS_AGO = new Date(Date.now() - 3 * 86_400_000).toISOString();

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let shopId: string;
const support = () => trpcClient(url, { token: supportToken });
const asMerchant = () => trpcClient(url, { token: merchant.token });

/** An order placed three days ago whose orders/create arrived then: stored, as Shopify had it. */
async function placedOrder(lines: Array<{ sku: string; quantity: number }>) {
  const { order } = await fake.createOrder(domain, {
    country: GERMANY,
    createdAt: DAYS_AGO,
    lines: lines.map((line) => ({ ...line, price: "10.00" })),
  });
  return { id: await storedOrderId(databaseUrl, domain, order.id), shopify: order };
}

/** The merchant's drifts on support's list, after a check of its shop now. */
async function driftsAfterCheck() {
  await support().shopReconciliation.run.mutate({ shopId });
  const { items } = await support().shopReconciliation.list.query();
  return items.filter((item) => item.shopDomain === domain);
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Drift Merchant");
  domain = await connectedShop(url, fake, merchant.token, "drift");
  shopId = (await asMerchant().shops.list.query()).items[0]?.id as string;
});

describe("Shopify reconciliation", () => {
  it("finds each drift with its cause, and each fix makes the order agree with Shopify again", {
    timeout: 180_000,
  }, async () => {
    const inSync = await placedOrder([{ sku: "MUG-WHT", quantity: 1 }]);
    const cancelled = await placedOrder([{ sku: "MUG-WHT", quantity: 2 }]);
    const edited = await placedOrder([
      { sku: "MUG-WHT", quantity: 2 },
      { sku: "MUG-BLK", quantity: 1 },
    ]);
    const unfulfilled = await placedOrder([{ sku: "TOTE-NAT", quantity: 1 }]);

    // Shipped by the merchant; the push reaches Shopify (a fulfilment with the tracking number).
    await asMerchant().orders.ship.mutate({ orderId: unfulfilled.id, trackingNumbers: ["DRIFT-1"] });
    await eventually(async () => {
      const [row] = await sql<{ push_status: string }>(
        databaseUrl,
        "SELECT push_status FROM order_shipment WHERE order_id = $1",
        [unfulfilled.id],
      );
      return row?.push_status === "done" ? row : null;
    });
    expect(await driftsAfterCheck()).toEqual([]);

    // Changes in Shopify whose webhooks never arrive, and a fulfilment cancelled in Shopify's admin.
    await fake.cancelOrder(domain, cancelled.shopify.id, { lost: true });
    const editedLine = edited.shopify.line_items[0] as { id: string };
    await fake.editOrder(
      domain,
      edited.shopify.id,
      { lines: [{ id: editedLine.id, quantity: 1 }] },
      {
        updated: false,
        webhook: { lost: true },
      },
    );
    const [fulfilment] = (await fake.fulfillments(domain)).filter(
      (f) => f.orderId === `gid://shopify/Order/${unfulfilled.shopify.id}`,
    );
    await fake.cancelFulfilment(domain, fulfilment?.id as string);

    const drifts = await eventually(async () => {
      const found = await driftsAfterCheck();
      return found.length >= 3 ? found : null;
    });
    const byOrder = new Map(drifts.map((d) => [d.orderId, d]));
    expect(byOrder.has(inSync.id)).toBe(false);
    expect(byOrder.get(cancelled.id)).toMatchObject({ kind: "cancelled_in_shop", orderRef: cancelled.shopify.name });
    expect(byOrder.get(edited.id)).toMatchObject({
      kind: "items_differ",
      detail: { lines: [{ lineId: String(editedLine.id), platform: 2, shop: 1 }] },
    });
    expect(byOrder.get(unfulfilled.id)).toMatchObject({ kind: "not_fulfilled_in_shop" });
    expect(drifts).toHaveLength(3);

    // Fixed from the list: Shopify's version taken in, the shipment sent again.
    for (const drift of drifts) await support().shopReconciliation.fix.mutate({ driftId: drift.id });
    expect(await asMerchant().orders.get.query({ orderId: cancelled.id })).toMatchObject({ status: "canceled" });
    const after = await asMerchant().orders.get.query({ orderId: edited.id });
    expect(after.items.map((item) => item.quantity).sort()).toEqual([1, 1]);
    await eventually(async () => {
      const open = (await fake.fulfillments(domain)).filter(
        (f) => f.orderId === `gid://shopify/Order/${unfulfilled.shopify.id}` && f.status !== "cancelled",
      );
      return open.length === 1 && open[0]?.trackingNumbers.includes("DRIFT-1") ? open : null;
    });
    expect(await driftsAfterCheck()).toEqual([]);

    // A fixed drift is gone: fixing it again says so, in the caller's language.
    const again = await apiError(support().shopReconciliation.fix.mutate({ driftId: drifts[0]?.id as string }));
    expect(again.message).toBe(translation("en", "shops:drift.errors.notFound"));
  });
});
