// Outbound GraphQL against the local fake Shopify over real HTTP, through the official library with
// the platform's adapter: the one retry layer (5xx, 429 with Retry-After in seconds, dropped
// connections; queries repeated, mutations not), and Shopify's leaky bucket (THROTTLED with
// extensions.cost.throttleStatus, waited out; a query over the single-query maximum refused).
import { ShopifyFakeClient, startFakeShopify, TEST_SHOPIFY } from "@platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isGraphqlQuery } from "./api";
import { runGraphql } from "./graphql";

let fake: Awaited<ReturnType<typeof startFakeShopify>>;
let control: ShopifyFakeClient;
const appUrl = "http://127.0.0.1:9";
const shop = "retry-layer.myshopify.com";
let token: string;

const SHOP_NAME = "query ShopName { shop { name } }";
const log = async () => await control.graphqlLog(shop);

/** An offline token as the app gets it: authorize (auto-approved) → code → token. */
async function accessToken(): Promise<string> {
  const authorize = new URL(`${fake.url}/store/${shop}/admin/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: TEST_SHOPIFY.apiKey,
    scope: "read_orders,write_merchant_managed_fulfillment_orders",
    redirect_uri: `${appUrl}/shopify/callback`,
    state: "s",
  }).toString();
  const redirect = await fetch(authorize, { redirect: "manual" });
  const code = new URL(redirect.headers.get("location") as string).searchParams.get("code");
  const response = await fetch(`${fake.url}/store/${shop}/admin/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: TEST_SHOPIFY.apiKey, client_secret: TEST_SHOPIFY.apiSecret, code }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  fake = await startFakeShopify({ appUrl });
  control = new ShopifyFakeClient(fake.url);
  process.env.SHOPIFY_API_KEY = TEST_SHOPIFY.apiKey;
  process.env.SHOPIFY_API_SECRET = TEST_SHOPIFY.apiSecret;
  process.env.SHOPIFY_FAKE_URL = fake.url;
  await control.ensureShop(shop);
  token = await accessToken();
});

afterAll(async () => {
  await fake?.stop();
});

describe("isGraphqlQuery", () => {
  const url = "https://x.myshopify.com/admin/api/2025-10/graphql.json";
  const body = (query: string) => ({ body: JSON.stringify({ query }) });
  it("repeats queries, never mutations", () => {
    expect(isGraphqlQuery("POST", url, body("query A { shop { name } }"))).toBe(true);
    expect(isGraphqlQuery("POST", url, body("{ shop { name } }"))).toBe(true);
    expect(isGraphqlQuery("POST", url, body('query A { orders(query: "mutation") { nodes { id } } }'))).toBe(true);
    expect(isGraphqlQuery("POST", url, body("mutation M { fulfillmentCreate { userErrors { message } } }"))).toBe(
      false,
    );
    expect(isGraphqlQuery("POST", url, body("query A { shop { name } } mutation B { x }"))).toBe(false);
    expect(isGraphqlQuery("POST", "https://x.myshopify.com/admin/oauth/access_token", body("{ x }"))).toBe(false);
    expect(isGraphqlQuery("POST", url, { body: "not json" })).toBe(false);
  });
});

describe("the one retry layer under the library", () => {
  it("repeats a query after 5xx answers and returns its data", async () => {
    await control.failNext(shop, 2, 503);
    const before = (await log()).length;
    const data = await runGraphql<{ shop: { name: string } }>(shop, token, SHOP_NAME);
    expect(data.shop.name).toBeTruthy();
    expect((await log()).slice(before).map((e) => e.status)).toEqual([503, 503, 200]);
  });

  it("waits a 429's Retry-After in seconds (not milliseconds)", async () => {
    await control.failNext(shop, 1, 429, 1);
    const started = Date.now();
    await runGraphql(shop, token, SHOP_NAME);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("repeats a query whose connection was dropped, at most twice", async () => {
    await control.failNext(shop, 2, 0);
    expect(await runGraphql<{ shop: { name: string } }>(shop, token, SHOP_NAME)).toHaveProperty("shop.name");
    await control.failNext(shop, 3, 0);
    await expect(runGraphql(shop, token, SHOP_NAME)).rejects.toThrow();
    await control.failNext(shop, 0, 503);
  });

  it("never repeats a mutation after a 5xx", async () => {
    await control.failNext(shop, 1, 503);
    const before = (await log()).length;
    await expect(
      runGraphql(
        shop,
        token,
        `mutation CreateFulfilment($fulfillment: FulfillmentInput!) {
          fulfillmentCreate(fulfillment: $fulfillment) { userErrors { message } }
        }`,
        { fulfillment: { lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: "gid://shopify/FulfillmentOrder/1" }] } },
      ),
    ).rejects.toThrow();
    expect((await log()).slice(before).map((e) => e.status)).toEqual([503]);
  });
});

describe("Shopify's calculated query cost", () => {
  it("a throttled query waits (requested − available) / restoreRate and then runs", async () => {
    // 50 orders × 1 object + the connection's 2: 52 points, with 2 available → about 0.5 s.
    const query = "query Ids { orders(first: 50) { nodes { id } } }";
    await control.setBucket(shop, 2);
    const started = Date.now();
    const data = await runGraphql<{ orders: { nodes: unknown[] } }>(shop, token, query);
    expect(Array.isArray(data.orders.nodes)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    const entries = (await log()).filter((e) => e.operation === "Ids");
    expect(entries.map((e) => e.error ?? "ok")).toEqual(["THROTTLED", "ok"]);
  });

  it("answers requested and actual cost with the bucket's state, and refuses a query over 1,000 points", async () => {
    await control.setBucket(shop, 2000);
    const response = await fetch(`${fake.url}/store/${shop}/admin/api/2025-10/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shopify-access-token": token },
      body: JSON.stringify({ query: "{ orders(first: 10) { nodes { id customer { id } } } }" }),
    });
    const body = (await response.json()) as { extensions: { cost: Record<string, unknown> } };
    expect(body.extensions.cost).toMatchObject({
      requestedQueryCost: 22, // 2 for the connection + 10 × (the order 1 + its customer 1)
      actualQueryCost: expect.any(Number),
      throttleStatus: { maximumAvailable: 2000, restoreRate: 100 },
    });
    await expect(
      runGraphql(shop, token, "{ orders(first: 250) { nodes { id lineItems(first: 100) { nodes { id } } } } }"),
    ).rejects.toThrow(/exceeds the single query max cost limit/);
  });
});
