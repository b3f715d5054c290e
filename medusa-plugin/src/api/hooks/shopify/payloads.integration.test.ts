// Webhook payloads (hardening): Shopify's 64-bit ids stay exact, and signed but invalid bodies are
// kept as failed deliveries with their reason (shown to support), never an order, never a 500.
import { randomUUID } from "node:crypto";
import {
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

let domain: string;
let shopId: string;
let supportToken: string;

beforeAll(async () => {
  const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  domain = uniqueShopDomain("payloads");
  const install = await installApp(url, fake, domain);
  shopId = (await trpcClient(url, { token }).shops.connect.mutate({ installToken: install.installToken as string })).id;
});

/**
 * The fields the platform reads of Shopify's documented sample `orders/create` payload, as raw JSON
 * text (the ids are beyond 2^53, so a JavaScript object could not even hold them).
 */
function shopifySample(orderId: string, email: string): string {
  return `{"id":${orderId},"admin_graphql_api_id":"gid://shopify/Order/${orderId}","email":"${email}",
  "created_at":"2021-12-31T19:00:00-05:00","updated_at":"2021-12-31T19:00:00-05:00","cancelled_at":null,
  "currency":"USD","name":"#9999","financial_status":"voided","fulfillment_status":null,"taxes_included":false,
  "subtotal_price":"398.00","total_discounts":"0.00","total_price":"403.00","total_tax":"0.00",
  "customer":{"id":115310627314723954,"email":"john@example.com","first_name":"John","last_name":"Smith"},
  "shipping_address":{"first_name":"Steve","last_name":"Shipper","address1":"123 Shipping Street","city":"Shippington",
    "zip":"40003","province":"Kentucky","country":"United States","country_code":"US","phone":"555-555-SHIP"},
  "line_items":[
    {"id":866550311766439020,"admin_graphql_api_id":"gid://shopify/LineItem/866550311766439020","product_id":632910392,
     "variant_id":808950810,"sku":"IPOD2008PINK","title":"IPod Nano - 8GB","variant_title":null,"name":"IPod Nano - 8GB",
     "quantity":1,"price":"199.00","total_discount":"0.00","discount_allocations":[],"tax_lines":[]},
    {"id":141249953214522974,"admin_graphql_api_id":"gid://shopify/LineItem/141249953214522974","product_id":9007199254740993,
     "variant_id":9007199254740995,"sku":"IPOD2008BLACK","title":"IPod Nano - 8GB","variant_title":"Black","name":"IPod Nano - 8GB - Black",
     "quantity":1,"price":"199.00","total_discount":"0.00","discount_allocations":[],"tax_lines":[]}],
  "shipping_lines":[{"id":271878346596884015,"title":"Generic Shipping","price":"5.00","discounted_price":"5.00","tax_lines":[]}]}`;
}

async function deliver(topic: string, rawBody: string) {
  const eventId = randomUUID();
  const delivery = await fake.sendWebhook(domain, topic, {}, { rawBody, eventId });
  return { ...delivery, eventId };
}

async function storedDelivery(eventId: string) {
  return await eventually(async () => {
    const [row] = await sql<{ status: string; last_error: string | null; attempts: number }>(
      databaseUrl,
      "SELECT status, last_error, attempts FROM shopify_webhook WHERE event_key = $1",
      [eventId],
    );
    return row && row.status !== "received" && row.status !== "processing" ? row : null;
  });
}

describe("64-bit Shopify ids", () => {
  it("stores Shopify's sample order under its exact id, and a nearby id is a different order", async () => {
    const sample = await deliver("orders/create", shopifySample("820982911946154508", "jon@example.com"));
    expect(sample.status).toBe(200);
    expect((await storedDelivery(sample.eventId)).status).toBe("processed");
    // 820982911946154500 is the same double as …508: rounded ids would make it overwrite the sample.
    const nearby = await deliver("orders/create", shopifySample("820982911946154500", "other@example.com"));
    expect((await storedDelivery(nearby.eventId)).status).toBe("processed");

    const orders = await sql<{ external_order_id: string; email: string; external_id: string }>(
      databaseUrl,
      `SELECT e.external_order_id, o.email, o.external_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE e.shop_id = $1 AND e.external_order_id LIKE '8209829119461545%' ORDER BY e.external_order_id`,
      [shopId],
    );
    expect(orders).toEqual([
      {
        external_order_id: "820982911946154500",
        email: "other@example.com",
        external_id: "gid://shopify/Order/820982911946154500",
      },
      {
        external_order_id: "820982911946154508",
        email: "jon@example.com",
        external_id: "gid://shopify/Order/820982911946154508",
      },
    ]);
    const lines = await sql<{ line: string; variant: string }>(
      databaseUrl,
      `SELECT i.metadata->>'shopify_line_item_id' AS line, i.metadata->>'shopify_variant_id' AS variant
         FROM line_item i JOIN order_extension e ON e.order_id = i.order_id
        WHERE e.shop_id = $1 AND e.external_order_id = '820982911946154508' ORDER BY (i.metadata->>'position')::int`,
      [shopId],
    );
    expect(lines).toEqual([
      { line: "866550311766439020", variant: "808950810" },
      { line: "141249953214522974", variant: "9007199254740995" },
    ]);
  });
});

describe("signed but invalid bodies", () => {
  const valid = JSON.parse(shopifySample("4000000001", "x@example.com")) as Record<string, unknown>;
  const line = (valid.line_items as Array<Record<string, unknown>>)[0] as Record<string, unknown>;
  const cases: Array<[string, string, RegExp]> = [
    ["an array", "[]", /not a JSON object/],
    ["an empty object", "{}", /id: Required/],
    ["not JSON", "{id: 1", /not JSON/],
    ["null", "null", /not a JSON object/],
    ["a missing id", JSON.stringify({ ...valid, id: undefined, admin_graphql_api_id: undefined }), /id: Required/],
    ["an object as id", JSON.stringify({ ...valid, id: { x: 1 }, admin_graphql_api_id: undefined }), /id: /],
    [
      "line_items as a string",
      JSON.stringify({ ...valid, line_items: "two mugs" }),
      /^Invalid order payload: line items: Expected array/,
    ],
    ["no line items", JSON.stringify({ ...valid, line_items: [] }), /^Invalid order payload: line items: none$/],
    [
      "a negative price",
      JSON.stringify({ ...valid, line_items: [{ ...line, price: "-5.00" }] }),
      /^Invalid order payload: line item 1, price: is not a non-negative amount$/,
    ],
    [
      "a non-numeric price",
      JSON.stringify({ ...valid, line_items: [{ ...line, price: "free" }] }),
      /price: is not a non-negative amount/,
    ],
    [
      "a gid of another order",
      JSON.stringify({ ...valid, admin_graphql_api_id: "gid://shopify/Order/1" }),
      /does not match/,
    ],
  ];

  it("are answered 200, kept as failed with their reason (not retried), never an order, and support sees them", async () => {
    const ordersBefore = await countRows(databaseUrl, "order_extension", "shop_id = $1", [shopId]);
    const eventIds: string[] = [];
    for (const [name, body, reason] of cases) {
      const delivery = await deliver("orders/create", body);
      expect(delivery.status, name).toBe(200);
      const row = await storedDelivery(delivery.eventId);
      expect(row.status, name).toBe("failed");
      expect(row.last_error, name).toMatch(reason);
      eventIds.push(delivery.eventId);
    }
    const updated = await deliver("orders/updated", "[]");
    expect(updated.status).toBe(200);
    expect((await storedDelivery(updated.eventId)).status).toBe("failed");
    expect(await countRows(databaseUrl, "order_extension", "shop_id = $1", [shopId])).toBe(ordersBefore);

    const { items } = await trpcClient(url, { token: supportToken }).shops.failedDeliveries.query();
    const ours = items.filter((item) => item.shopDomain === domain);
    expect(ours.length).toBeGreaterThanOrEqual(cases.length + 1);
    expect(ours.every((item) => item.retrying === false && item.reason?.startsWith("Invalid"))).toBe(true);
    // In words support reads, not the body's field names.
    expect(ours.map((item) => item.reason)).toContain("Invalid order payload: line items: none");
    expect(ours.some((item) => /\w_\w/.test(item.reason ?? ""))).toBe(false);
    expect(ours[0]?.organisationName).toBeTruthy();
  });
});

describe("hostile signed bodies (issue 25: 4 answered 500, 6 became orders)", () => {
  const sample = () => JSON.parse(shopifySample("4000000002", "x@example.com")) as Record<string, unknown>;
  const withLine = (patch: Record<string, unknown>) => {
    const order = sample();
    const [first] = order.line_items as Array<Record<string, unknown>>;
    return JSON.stringify({ ...order, line_items: [{ ...first, ...patch }] });
  };
  const address = (patch: Record<string, unknown>) => {
    const order = sample();
    return JSON.stringify({ ...order, shipping_address: { ...(order.shipping_address as object), ...patch } });
  };
  const cases: Array<[string, string, RegExp]> = [
    ["a NUL in the name", JSON.stringify({ ...sample(), name: "#99\u000099" }), /NUL/],
    ["a NUL in the address", address({ address1: "Main St\u0000 1" }), /NUL/],
    ["a NUL in a key", JSON.stringify({ ...sample(), "no\u0000te": 1 }), /NUL/],
    ["a lone surrogate", address({ city: "Shippington\ud800" }), /lone surrogate/],
    ["JSON nested 10,000 deep", `{"id":1,"note":${"[".repeat(10_000)}${"]".repeat(10_000)}}`, /nested deeper/],
    ["a nonsense creation date", JSON.stringify({ ...sample(), created_at: "31/02/2021" }), /created at/],
    ["February 30th", JSON.stringify({ ...sample(), created_at: "2021-02-30T10:00:00Z" }), /created at/],
    ["a date in the year 30000", JSON.stringify({ ...sample(), updated_at: "+030000-01-01T00:00:00Z" }), /updated at/],
    ["a cancellation in 1900", JSON.stringify({ ...sample(), cancelled_at: "1900-01-01T00:00:00Z" }), /cancelled at/],
    ["an address given as a number", JSON.stringify({ ...sample(), shipping_address: 12345 }), /shipping address/],
    ["an address line as an object", address({ address1: { street: "x" } }), /address1/],
    ["email 12345", JSON.stringify({ ...sample(), email: "12345" }), /email: is not an email address/],
    ["a 1 MB title", withLine({ title: "x".repeat(1024 * 1024) }), /title: is longer than 255/],
    [
      "5,000 line items",
      JSON.stringify({
        ...sample(),
        line_items: Array.from({ length: 5000 }, (_, i) => ({
          ...(sample().line_items as object[])[0],
          id: 7_000_000 + i,
          admin_graphql_api_id: `gid://shopify/LineItem/${7_000_000 + i}`,
        })),
      }),
      /line items: more than 500/,
    ],
    [
      "duplicate JSON keys",
      shopifySample("4000000003", "x@example.com").replace('"id":4000000003,', '"id":4000000003,"id":4000000004,'),
      /key appears twice/,
    ],
    ["a quantity of a trillion", withLine({ quantity: 1e12 }), /quantity/],
    ["a fractional quantity", withLine({ quantity: 1.5 }), /quantity/],
    ["an unknown currency shape", JSON.stringify({ ...sample(), currency: "dollars" }), /currency/],
    // A status word Shopify may add later is read as none (webhook-payload.test.ts); one that is no text is refused.
    [
      "a financial status that is no text",
      JSON.stringify({ ...sample(), financial_status: { stolen: true } }),
      /financial status/,
    ],
    ["an amount of 1e400", JSON.stringify({ ...sample(), total_price: "1e400" }), /total price/],
  ];

  it("are never a 500 and never an order: each is kept as failed with its reason, shown to support", async () => {
    const ordersBefore = await countRows(databaseUrl, "order_extension", "shop_id = $1", [shopId]);
    const statuses: number[] = [];
    for (const [name, body, reason] of cases) {
      const delivery = await deliver("orders/create", body);
      statuses.push(delivery.status);
      const row = await storedDelivery(delivery.eventId);
      expect(row.status, name).toBe("failed");
      expect(row.last_error, name).toMatch(reason);
      expect(row.attempts, name).toBe(10);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await countRows(databaseUrl, "order_extension", "shop_id = $1", [shopId])).toBe(ordersBefore);
    const { items } = await trpcClient(url, { token: supportToken }).shops.failedDeliveries.query();
    const reasons = items.filter((item) => item.shopDomain === domain).map((item) => item.reason);
    expect(reasons).toContain("Invalid order payload: email: is not an email address");
    expect(reasons).toContain("Invalid payload: nested deeper than 32 levels");
    // The same body, well formed, still becomes an order.
    const fine = await deliver("orders/create", shopifySample("4000000005", "fine@example.com"));
    expect((await storedDelivery(fine.eventId)).status).toBe("processed");
  });
});
