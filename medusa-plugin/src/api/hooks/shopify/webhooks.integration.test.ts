// Webhooks and order intake against the local fake Shopify: HMAC over the raw body, storing before
// processing, idempotency (replays concurrent and late), Medusa orders in Medusa's own tables read
// by Medusa's admin API, SKU matching and "needs linking", uninstall, privacy erasure, fulfilment
// with tracking back to Shopify, reconciliation of missed webhooks.
import { randomUUID } from "node:crypto";
import {
  adminSignIn,
  apiError,
  countRows,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  eventually,
  http,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  trpcClient,
  uniqueShopDomain,
  waitForMail,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let token: string;
let domain: string;
let shopId: string;

/** The Medusa order (with our extension) of a Shopify order id, once it has been stored. */
async function storedOrder(shopifyOrderId: number | string) {
  const rows = await sql<Record<string, unknown>>(
    databaseUrl,
    `SELECT o.*, e.organisation_id, e.shop_id, e.external_order_id, e.needs_linking, e.customer_name, e.total AS shop_total,
            e.redacted_at, e.tracking_numbers
       FROM order_extension e JOIN "order" o ON o.id = e.order_id
      WHERE e.shop_id = $1 AND e.external_order_id = $2`,
    [shopId, String(shopifyOrderId)],
  );
  return rows;
}

const waitForOrder = (shopifyOrderId: number | string) =>
  eventually(async () => ((await storedOrder(shopifyOrderId)).length ? (await storedOrder(shopifyOrderId))[0] : null));

beforeAll(async () => {
  token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
  domain = uniqueShopDomain("hooks");
  const install = await installApp(url, fake, domain);
  shopId = (await trpcClient(url, { token }).shops.connect.mutate({ installToken: install.installToken as string })).id;
});

describe("webhook signatures", () => {
  const topics: Array<[string, () => Record<string, unknown>]> = [
    ["orders/create", () => ({ id: 1, line_items: [] })],
    ["orders/updated", () => ({ id: 1, line_items: [] })],
    ["orders/cancelled", () => ({ id: 1, line_items: [] })],
    ["app/uninstalled", () => ({ domain: "x" })],
    ["customers/data_request", () => ({ customer: { id: 1 } })],
    ["customers/redact", () => ({ customer: { id: 1 } })],
    ["shop/redact", () => ({ shop_domain: "x" })],
  ];

  for (const [topic, payload] of topics) {
    it(`${topic}: a bad HMAC is 401 and nothing is stored; a good one is stored and answered at once`, async () => {
      const bogusShop = uniqueShopDomain("sig");
      const eventId = randomUUID();
      const forged = await fake.sendWebhook(bogusShop, topic, payload(), { tamper: true, eventId });
      expect(forged.status).toBe(401);
      expect(await countRows(databaseUrl, "shopify_webhook", "shop_domain = $1", [bogusShop])).toBe(0);

      const startedAt = Date.now();
      const good = await fake.sendWebhook(bogusShop, topic, payload(), { eventId });
      expect(good.status).toBe(200);
      expect(Date.now() - startedAt).toBeLessThan(5000);
      const [row] = await sql(databaseUrl, "SELECT topic, event_key FROM shopify_webhook WHERE shop_domain = $1", [
        bogusShop,
      ]);
      expect(row).toEqual({ topic: topic.toUpperCase().replace("/", "_"), event_key: eventId });
    });
  }

  it("a body changed after signing is refused", async () => {
    const response = await fetch(`${url}/hooks/shopify`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-topic": "orders/create",
        "x-shopify-hmac-sha256": "AAAA",
        "x-shopify-shop-domain": domain,
        "x-shopify-api-version": "2025-10",
        "x-shopify-webhook-id": randomUUID(),
      },
      body: JSON.stringify({ id: 42 }),
    });
    expect(response.status).toBe(401);
  });
});

describe("order intake", () => {
  it("turns orders/create into an ordinary Medusa order: organisation, shop, Shopify id, address, items, totals", async () => {
    const { order } = await fake.createOrder(domain, {
      firstName: "Ines",
      lastName: "Intake",
      email: "ines.intake@example.com",
      taxesIncluded: false,
      taxRate: 0.19,
      shipping: "5.00",
      country: { city: "Köln", zip: "50667", country: "Germany", code: "DE" },
      lines: [
        { sku: "BCB-S", quantity: 2, price: "10.00" },
        { sku: "NOT-ON-PLATFORM", title: "Mystery Box", variantTitle: null, quantity: 1, price: "7.50" },
      ],
    });
    const stored = await waitForOrder(order.id);
    expect(stored).toMatchObject({
      shop_id: shopId,
      external_order_id: String(order.id),
      external_id: `gid://shopify/Order/${order.id}`,
      email: "ines.intake@example.com",
      currency_code: "eur",
      payment_status: "captured",
      fulfillment_status: "not_fulfilled",
      customer_name: "Ines Intake",
      needs_linking: true,
      // 2 × 10.00 + 7.50 + 5.00 shipping, plus 19 % VAT per line (3.80 + 1.43 + 0.95)
      shop_total: 3868,
    });
    const [organisation] = await sql(
      databaseUrl,
      "SELECT organisation_id FROM member m JOIN customer c ON c.id = m.customer_id WHERE c.email = $1",
      ["customer@demo.local"],
    );
    expect(stored.organisation_id).toBe(organisation?.organisation_id);
    const [address] = await sql(
      databaseUrl,
      "SELECT first_name, last_name, city, postal_code, country_code FROM address WHERE id = $1",
      [stored.shipping_address_id],
    );
    expect(address).toEqual({
      first_name: "Ines",
      last_name: "Intake",
      city: "Köln",
      postal_code: "50667",
      country_code: "de",
    });
    const items = await sql<{
      title: string;
      quantity: number;
      unit_price: number;
      variant_id: string | null;
      metadata: Record<string, unknown>;
    }>(
      databaseUrl,
      "SELECT title, quantity, unit_price, variant_id, metadata FROM line_item WHERE order_id = $1 ORDER BY unit_price DESC",
      [stored.id],
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ title: "Bamboo Cutting Board", quantity: 2, unit_price: 1000 });
    expect(items[0]?.variant_id).toBeTruthy();
    expect(items[0]?.metadata).toMatchObject({
      sku: "BCB-S",
      gtin: "4006381333931",
      variant_name: "Bamboo Cutting Board - Small",
    });
    expect(items[1]).toMatchObject({ title: "Mystery Box", variant_id: null });
    expect(items[1]?.metadata).toMatchObject({ sku: "NOT-ON-PLATFORM", needs_linking: true });
    // SKU matched by default: recorded as the shop's product link.
    expect(await countRows(databaseUrl, "shop_product_link", "shop_id = $1 AND sku = 'BCB-S'", [shopId])).toBe(1);

    // Medusa's own admin API reads it like any other order, with Medusa's totals matching Shopify's.
    const admin = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const one = await http<{
      order: Record<string, unknown> & { items: unknown[]; total: number; shipping_address: { city: string } };
    }>(`${url}/admin/orders/${stored.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.order).toMatchObject({
      id: stored.id,
      email: "ines.intake@example.com",
      total: 3868,
      shipping_total: 500,
    });
    expect(one.body.order.items).toHaveLength(2);
    expect(one.body.order.shipping_address.city).toBe("Köln");
    const list = await http<{ orders: Array<{ id: string }>; count: number }>(
      `${url}/admin/orders?q=ines.intake&limit=5`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.orders.map((o) => o.id)).toContain(stored.id);

    // …and the organisation's orders list shows it.
    const mine = await trpcClient(url, { token }).orders.list.query({ search: "Ines" });
    expect(mine.items.find((o) => o.id === stored.id)).toMatchObject({
      number: order.name,
      customerName: "Ines Intake",
      paymentStatus: "captured",
      fulfillmentStatus: "not_fulfilled",
      total: 3868,
      needsLinking: true,
      shop: { id: shopId, domain },
    });
  });

  it("the same orders/create three times at once and once a day late is one order", async () => {
    const { order } = await fake.createOrder(domain, {}, { send: false });
    const eventId = randomUUID();
    const webhookId = randomUUID();
    const payload = (await fake.orders(domain)).find((o) => o.id === order.id) as unknown as Record<string, unknown>;
    const deliveries = await Promise.all(
      [1, 2, 3].map(() => fake.sendWebhook(domain, "orders/create", payload, { eventId, webhookId })),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(deliveries.filter((d) => JSON.parse(d.body).duplicate === false)).toHaveLength(1);
    await waitForOrder(order.id);
    // A day late, as a new delivery (new event and webhook ids): the business key keeps it one order.
    const lateEventId = randomUUID();
    const late = await fake.sendWebhook(domain, "orders/create", payload, {
      eventId: lateEventId,
      triggeredAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body).duplicate).toBe(false);
    await eventually(async () => {
      const [row] = await sql<{ status: string }>(
        databaseUrl,
        "SELECT status FROM shopify_webhook WHERE event_key = $1",
        [lateEventId],
      );
      return row?.status === "processed";
    });
    expect(await storedOrder(order.id)).toHaveLength(1);
    expect(await countRows(databaseUrl, "order", "external_id = $1", [`gid://shopify/Order/${order.id}`])).toBe(1);
  });

  it("orders/updated changes the stored order; an older version arriving later does not overwrite it", async () => {
    const { order } = await fake.createOrder(domain, { financialStatus: "pending" });
    await waitForOrder(order.id);
    const stale = { ...(order as unknown as Record<string, unknown>) };
    await fake.updateOrder(domain, order.id, { financial_status: "paid" });
    await eventually(async () => (await storedOrder(order.id))[0]?.payment_status === "captured");
    await fake.sendWebhook(domain, "orders/updated", stale);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await storedOrder(order.id))[0]?.payment_status).toBe("captured");
  });

  it("orders/cancelled cancels the Medusa order", async () => {
    const { order } = await fake.createOrder(domain);
    await waitForOrder(order.id);
    await fake.cancelOrder(domain, order.id);
    const cancelled = await eventually(async () => {
      const [row] = await storedOrder(order.id);
      return row?.status === "canceled" ? row : null;
    });
    expect(cancelled).toMatchObject({ fulfillment_status: "canceled", payment_status: "canceled" });
  });

  it("reconciliation imports an order whose webhook never arrived", async () => {
    const { order } = await fake.createOrder(domain, {}, { send: false });
    const stored = await eventually(async () => (await storedOrder(order.id))[0], 20_000);
    expect(stored.external_order_id).toBe(String(order.id));
  });
});

describe("fulfilment back to Shopify", () => {
  const shipmentsOf = (orderId: string) =>
    sql<{ id: string; push_status: string | null; items: unknown }>(
      databaseUrl,
      "SELECT id, push_status, items FROM order_shipment WHERE order_id = $1 ORDER BY created_at",
      [orderId],
    );

  it("shipping an order creates the fulfilment in Shopify with the tracking numbers and links, with retries", async () => {
    const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
    const stored = await waitForOrder(order.id);
    await fake.failNext(domain, 3, 503);
    const client = trpcClient(url, { token });
    const shipped = await client.orders.ship.mutate({
      orderId: stored.id as string,
      trackingNumbers: ["00340434161234567890"],
      trackingUrls: ["https://www.dhl.de/en/privatkunden.html?piececode=00340434161234567890"],
    });
    expect(shipped.pushStatus).toBe("pending");
    const fulfillments = await eventually(async () => {
      const all = await fake.fulfillments(domain);
      return all.filter((f) => f.orderId === `gid://shopify/Order/${order.id}`).length ? all : null;
    }, 30_000);
    expect(fulfillments.find((f) => f.orderId === `gid://shopify/Order/${order.id}`)).toMatchObject({
      trackingCompany: "DHL",
      trackingNumbers: ["00340434161234567890"],
      trackingUrls: ["https://www.dhl.de/en/privatkunden.html?piececode=00340434161234567890"],
      notifyCustomer: true,
    });
    await eventually(async () => ((await shipmentsOf(stored.id as string))[0]?.push_status === "done" ? true : null));
    const [done] = await storedOrder(order.id);
    expect(done?.fulfillment_status).toBe("shipped");
    expect((await fake.graphqlLog(domain)).some((entry) => entry.status === 503)).toBe(true);
    const detail = await client.orders.get.query({ orderId: stored.id as string });
    expect(detail.shipments[0]).toMatchObject({ trackingNumbers: ["00340434161234567890"], pushStatus: "done" });
    expect(detail.rules.canShip).toBe(false);
    const history = await client.orders.history.query({ orderId: stored.id as string });
    expect(history.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(["created", "shipped", "status_changed", "fulfilment_pushed"]),
    );

    const bad = await apiError(
      client.orders.ship.mutate({
        orderId: stored.id as string,
        trackingNumbers: [],
        trackingUrls: ["ftp://x"],
      }),
    );
    expect(bad.data.fieldErrors).toMatchObject({
      trackingNumbers: ["orders:errors.trackingRequired"],
      "trackingUrls.0": ["orders:errors.invalidTrackingUrl"],
    });
  });

  it("ships some items first and the rest later: partially shipped, then shipped, each shipment pushed with its items", async () => {
    const { order } = await fake.createOrder(domain, {
      lines: [
        { sku: "MUG-WHT", quantity: 2, price: "12.90" },
        { sku: "MUG-BLK", quantity: 1, price: "12.90" },
      ],
    });
    const stored = await waitForOrder(order.id);
    const client = trpcClient(url, { token });
    const detail = await client.orders.get.query({ orderId: stored.id as string });
    const [white, black] = detail.items as [(typeof detail.items)[0], (typeof detail.items)[0]];

    const tooMany = await apiError(
      client.orders.ship.mutate({
        orderId: stored.id as string,
        items: [{ lineItemId: white.id, quantity: 3 }],
        trackingNumbers: ["T-1"],
      }),
    );
    expect(tooMany.data.fieldErrors).toMatchObject({ items: ["orders:errors.tooManyToShip"] });
    expect(await shipmentsOf(stored.id as string)).toHaveLength(0);

    await client.orders.ship.mutate({
      orderId: stored.id as string,
      items: [{ lineItemId: white.id, quantity: 1 }],
      trackingNumbers: ["PART-1"],
    });
    const partly = await client.orders.get.query({ orderId: stored.id as string });
    expect(partly.fulfillmentStatus).toBe("partially_shipped");
    expect(partly.items.find((i) => i.id === white.id)?.shippedQuantity).toBe(1);
    expect(partly.rules.canShip).toBe(true);
    expect(partly.rules.canDelete).toBe(false);
    await eventually(async () => ((await shipmentsOf(stored.id as string))[0]?.push_status === "done" ? true : null));
    const first = (await fake.fulfillments(domain)).find((f) => f.trackingNumbers.includes("PART-1"));
    expect(first?.lineItems).toEqual([expect.objectContaining({ quantity: 1 })]);

    // The rest: everything still open when no items are named.
    await client.orders.ship.mutate({ orderId: stored.id as string, trackingNumbers: ["PART-2"] });
    const all = await client.orders.get.query({ orderId: stored.id as string });
    expect(all.fulfillmentStatus).toBe("shipped");
    expect(all.items.map((i) => i.shippedQuantity)).toEqual([white.quantity, black.quantity]);
    expect(all.shipments).toHaveLength(2);
    await eventually(async () =>
      (await shipmentsOf(stored.id as string)).every((s) => s.push_status === "done") ? true : null,
    );
    const second = (await fake.fulfillments(domain)).find((f) => f.trackingNumbers.includes("PART-2"));
    expect(second?.lineItems.reduce((sum, l) => sum + l.quantity, 0)).toBe(2);
    const nothing = await apiError(client.orders.ship.mutate({ orderId: stored.id as string, trackingNumbers: ["X"] }));
    expect(nothing.data.fieldErrors).toMatchObject({ items: ["orders:errors.nothingToShip"] });
  });
});

describe("fulfilment of an order split over two Shopify locations", () => {
  const shipmentsOf = (orderId: string) =>
    sql<{ push_status: string | null; push_error: string | null; external_fulfillment_id: string | null }>(
      databaseUrl,
      "SELECT push_status, push_error, external_fulfillment_id FROM order_shipment WHERE order_id = $1",
      [orderId],
    );

  it("ships with the tracking pushed once per location (Shopify takes one location per fulfillmentCreate)", async () => {
    const { order } = await fake.createOrder(domain, {
      lines: [
        { sku: "MUG-WHT", quantity: 2, price: "12.90", location: 0 },
        { sku: "MUG-BLK", quantity: 1, price: "12.90", location: 1 },
        { sku: "BCB-S", quantity: 1, price: "19.90", location: 1 },
      ],
    });
    const stored = await waitForOrder(order.id);
    await trpcClient(url, { token }).orders.ship.mutate({
      orderId: stored.id as string,
      trackingNumbers: ["SPLIT-1"],
      trackingUrls: ["https://www.dhl.de/en/privatkunden.html?piececode=SPLIT-1"],
    });
    await eventually(async () => ((await shipmentsOf(stored.id as string))[0]?.push_status === "done" ? true : null));
    const pushed = (await fake.fulfillments(domain)).filter((f) => f.orderId === `gid://shopify/Order/${order.id}`);
    expect(pushed).toHaveLength(2);
    expect(new Set(pushed.map((f) => f.locationId)).size).toBe(2);
    for (const fulfillment of pushed) {
      expect(fulfillment).toMatchObject({ trackingNumbers: ["SPLIT-1"], trackingCompany: "DHL", notifyCustomer: true });
    }
    expect(pushed.map((f) => f.lineItems.reduce((sum, l) => sum + l.quantity, 0)).sort()).toEqual([2, 2]);
    const [shipment] = await shipmentsOf(stored.id as string);
    expect(shipment?.external_fulfillment_id?.split(",")).toHaveLength(2);
    const shopOrder = (await fake.orders(domain)).find((o) => o.id === order.id);
    expect(shopOrder?.fulfillment_status).toBe("fulfilled");
  });

  it("a fulfilment Shopify refuses is shown on the order with Shopify's reason, not retried by the job, and can be sent again", async () => {
    const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
    const stored = await waitForOrder(order.id);
    const orderId = stored.id as string;
    await fake.rejectFulfilments(domain, "Fulfillment order is on hold.");
    const client = trpcClient(url, { token });
    const { id: shipmentId } = await client.orders.ship.mutate({ orderId, trackingNumbers: ["HELD-1"] });
    await eventually(async () => ((await shipmentsOf(orderId))[0]?.push_status === "failed" ? true : null), 30_000);
    const failed = await client.orders.get.query({ orderId });
    expect(failed.shipments[0]).toMatchObject({
      pushStatus: "failed",
      pushError: { kind: "rejected", message: "Fulfillment order is on hold." },
    });
    const calls = (await fake.graphqlLog(domain)).filter((e) => e.operation === "CreateFulfilment").length;
    // The sync job runs every second in these tests: a refused push is not repeated by it.
    const history = await client.orders.history.query({ orderId });
    expect(history.map((entry) => entry.type)).toContain("fulfilment_push_failed");
    expect((await fake.graphqlLog(domain)).filter((e) => e.operation === "CreateFulfilment").length).toBe(calls);

    await fake.rejectFulfilments(domain, null);
    await client.orders.retryPush.mutate({ orderId, shipmentId });
    await eventually(async () => ((await shipmentsOf(orderId))[0]?.push_status === "done" ? true : null), 30_000);
    const done = await client.orders.get.query({ orderId });
    expect(done.shipments[0]).toMatchObject({ pushStatus: "done", pushError: null });
    expect(
      (await fake.fulfillments(domain)).filter((f) => f.orderId === `gid://shopify/Order/${order.id}`),
    ).toHaveLength(1);
    const again = await apiError(client.orders.retryPush.mutate({ orderId, shipmentId }));
    expect(again.data.i18nKey).toBe("orders:errors.pushNotRetryable");
    expect((await client.orders.history.query({ orderId })).map((entry) => entry.type)).toContain(
      "fulfilment_push_retried",
    );
  });
});

describe("without Shopify's approval for protected customer data", () => {
  it("orders still arrive (webhook and reconciliation) and ship; what Shopify withheld is shown as such", async () => {
    const withheldDomain = uniqueShopDomain("withheld");
    const install = await installApp(url, fake, withheldDomain);
    const withheldShop = (
      await trpcClient(url, { token }).shops.connect.mutate({ installToken: install.installToken as string })
    ).id;
    await fake.protectedCustomerData(withheldDomain, false);
    const byShop = async (shopifyOrderId: number | string) => {
      const [row] = await sql<{ id: string }>(
        databaseUrl,
        "SELECT order_id AS id FROM order_extension WHERE shop_id = $1 AND external_order_id = $2",
        [withheldShop, String(shopifyOrderId)],
      );
      return row ?? null;
    };
    const { order, delivery } = await fake.createOrder(withheldDomain, {
      firstName: "Hidden",
      lastName: "Person",
      email: "hidden.person@example.com",
      lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }],
    });
    expect(delivery?.payload).toMatchObject({ email: null, customer: { first_name: null, last_name: null } });
    const stored = await eventually(() => byShop(order.id));
    const client = trpcClient(url, { token });
    const detail = await client.orders.get.query({ orderId: stored.id });
    expect(detail).toMatchObject({ customerDataWithheld: true, email: null, customerName: null });
    expect(detail.shippingAddress).toMatchObject({ address1: null, city: order.shipping_address?.city });
    expect(JSON.stringify(detail)).not.toContain("Hidden");

    // Reconciliation reads the same order through GraphQL: the fields come back refused (ACCESS_DENIED).
    const missed = await fake.createOrder(withheldDomain, { firstName: "Missed" }, { send: false });
    const reconciled = await eventually(() => byShop(missed.order.id), 30_000);
    expect((await client.orders.get.query({ orderId: reconciled.id })).customerDataWithheld).toBe(true);

    await client.orders.ship.mutate({ orderId: stored.id, trackingNumbers: ["WITHHELD-1"] });
    await eventually(async () => {
      const pushed = await fake.fulfillments(withheldDomain);
      return pushed.some((f) => f.trackingNumbers.includes("WITHHELD-1"));
    }, 30_000);
  });
});

describe("privacy and uninstall webhooks", () => {
  it("customers/redact erases that customer's personal data from the shop's imported orders", async () => {
    const { order } = await fake.createOrder(domain, {
      firstName: "Rita",
      lastName: "Redact",
      email: "rita.redact@example.com",
    });
    const { order: other } = await fake.createOrder(domain, {
      firstName: "Otto",
      lastName: "Other",
      email: "otto.other@example.com",
    });
    const stored = await waitForOrder(order.id);
    await waitForOrder(other.id);
    const delivery = await fake.customersRedact(
      domain,
      { id: order.customer?.id as string, email: "rita.redact@example.com" },
      [order.id],
    );
    expect(delivery.status).toBe(200);
    const redacted = await eventually(async () => {
      const [row] = await storedOrder(order.id);
      return row?.redacted_at ? row : null;
    });
    expect(redacted.email).toBe("redacted@privacy.invalid");
    expect(redacted.customer_name).toBeNull();
    const [address] = await sql(
      databaseUrl,
      "SELECT first_name, last_name, address_1, city, phone FROM address WHERE id = $1",
      [stored.shipping_address_id],
    );
    expect(address).toEqual({ first_name: null, last_name: null, address_1: null, city: null, phone: null });
    expect(await countRows(databaseUrl, "customer", "email = 'rita.redact@example.com' AND deleted_at IS NULL")).toBe(
      0,
    );
    expect(
      JSON.stringify(await sql(databaseUrl, "SELECT payload FROM shopify_webhook WHERE shop_domain = $1", [domain])),
    ).not.toContain("rita.redact");
    // The other customer's order keeps its data.
    expect((await storedOrder(other.id))[0]).toMatchObject({
      email: "otto.other@example.com",
      customer_name: "Otto Other",
    });
  });

  it("customers/data_request mails the organisation's owners the orders held for that customer", async () => {
    const { order } = await fake.createOrder(domain, { email: "dora.data@example.com" });
    await waitForOrder(order.id);
    await fake.customersDataRequest(domain, { id: order.customer?.id as string, email: "dora.data@example.com" }, [
      order.id,
    ]);
    const mail = await waitForMail(mailDir, { to: "customer@demo.local", subjectIncludes: "Data request" });
    expect(mail.text).toContain(order.name);
  });

  it("app/uninstalled disconnects the shop; shop/redact erases its personal data", async () => {
    const own = uniqueShopDomain("uninstall");
    const install = await installApp(url, fake, own);
    const shop = await trpcClient(url, { token }).shops.connect.mutate({
      installToken: install.installToken as string,
    });
    const { order } = await fake.createOrder(own, { email: "sam.shop@example.com" });
    await eventually(async () => (await countRows(databaseUrl, "order_extension", "shop_id = $1", [shop.id])) === 1);

    expect((await fake.uninstall(own)).status).toBe(200);
    await eventually(async () => {
      const [row] = await sql<{ status: string; access_token: string | null }>(
        databaseUrl,
        "SELECT status, access_token FROM shop WHERE id = $1",
        [shop.id],
      );
      return row?.status === "disconnected" && row.access_token === null;
    });
    expect((await fake.shopRedact(own)).status).toBe(200);
    await eventually(async () => {
      const rows = await sql<{ email: string; redacted_at: Date | null }>(
        databaseUrl,
        `SELECT o.email, e.redacted_at FROM order_extension e JOIN "order" o ON o.id = e.order_id WHERE e.external_order_id = $1`,
        [String(order.id)],
      );
      return rows[0]?.redacted_at && rows[0].email === "redacted@privacy.invalid";
    });
  });
});
