// API keys (issue 35): an organisation's admins create, list and revoke them; the REST API lets a
// key do what its scopes allow in its own organisation only, refuses a revoked key at once,
// replays writes by Idempotency-Key, answers problems (RFC 9457) in the caller's language, and
// writes every call into the audit log under the key.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  apiError,
  connectedShop,
  DEMO_PASSWORD,
  eventually,
  ShopifyFakeClient,
  signIn,
  sql,
  trpcClient,
} from "@platform/testing";
import Ajv2020 from "ajv/dist/2020";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let other: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
const client = (token: string) => trpcClient(url, { token });

type Media = { schema: object };
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, Media> }> }>>;
  components: object;
};
let document: OpenApi;
const ajv = new Ajv2020({ strict: false });

/** Every answer of the API, held to the OpenAPI document the API serves: its status, media type and body. */
function expectDocumented(method: string, path: string, status: number, contentType: string, body: unknown) {
  const template = (path.split("?")[0] as string).replace(/^\/api\/v1\/orders\/[^/]+/, "/api/v1/orders/{id}");
  const response = document.paths[template]?.[method.toLowerCase()]?.responses[String(status)];
  expect(response, `${method} ${template} ${status} is not in the document`).toBeDefined();
  const [type, media] = Object.entries(response?.content ?? {})[0] as [string, Media];
  expect(contentType).toContain(type);
  const validate = ajv.compile({ ...media.schema, components: document.components });
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

async function newOrder(): Promise<{ id: string; number: string }> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  return await eventually(async () =>
    (await client(merchant.token).orders.list.query({})).items.find((o) => o.number === order.name),
  );
}

/** An answer's body: a success's fields or a problem's (RFC 9457). */
type Problem = {
  status?: number;
  detail?: string;
  data: Array<{ id: string }>;
  nextCursor: string;
  [field: string]: unknown;
};

async function api(
  key: string,
  path: string,
  init: { method?: string; body?: unknown; idempotencyKey?: string; language?: string } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  if (init.language) headers["accept-language"] = init.language;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Problem;
  expectDocumented(init.method ?? "GET", path, response.status, response.headers.get("content-type") ?? "", body);
  return { status: response.status, headers: response.headers, body };
}

async function newKey(token: string, scopes: Array<"orders:read" | "orders:write">, name = "ERP") {
  return await client(token).apiKeys.create.mutate({ name, scopes });
}

beforeAll(async () => {
  document = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as OpenApi;
  const supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, `Keys A ${randomUUID().slice(0, 6)}`);
  other = await activeMerchant(url, supportToken, `Keys B ${randomUUID().slice(0, 6)}`);
  domain = await connectedShop(url, fake, merchant.token, "keys");
});

describe("managing keys", () => {
  it("shows the key once, stores only its hash, and lists it with its scopes", async () => {
    const created = await client(merchant.token).apiKeys.create.mutate({
      name: "Warehouse sync",
      scopes: ["orders:write", "orders:read", "orders:read"],
      expiresOn: "2999-12-31",
    });
    expect(created.key).toMatch(/^plat_[0-9a-f]{20}_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({ name: "Warehouse sync", scopes: ["orders:read", "orders:write"] });
    const listed = await client(merchant.token).apiKeys.list.query();
    const mine = listed.find((k) => k.id === created.apiKey.id);
    expect(mine).toMatchObject({ status: "active", lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(-43));
    const [row] = await sql<{ hash: string }>(
      databaseUrl,
      "SELECT encode(secret_hash, 'hex') AS hash FROM api_key WHERE id = $1",
      [created.apiKey.id],
    );
    expect(row?.hash).toHaveLength(64);
    expect(row?.hash).not.toContain(created.key.slice(-43));
  });

  it("refuses no scope and a past expiry with their messages", async () => {
    const noScope = await apiError(client(merchant.token).apiKeys.create.mutate({ name: "x", scopes: [] }));
    expect(noScope.data.fieldErrors).toMatchObject({ scopes: ["settings:apiKeys.errors.scopesRequired"] });
    const past = await apiError(
      client(merchant.token).apiKeys.create.mutate({ name: "x", scopes: ["orders:read"], expiresOn: "2001-01-01" }),
    );
    expect(past.message).toBe("The expiry date must not be in the past.");
  });

  it("never shows or revokes another organisation's key", async () => {
    const created = await newKey(merchant.token, ["orders:read"]);
    expect((await client(other.token).apiKeys.list.query()).map((k) => k.id)).not.toContain(created.apiKey.id);
    const refused = await apiError(client(other.token).apiKeys.revoke.mutate({ id: created.apiKey.id }));
    expect(refused.data.code).toBe("NOT_FOUND");
    expect((await api(created.key, "/api/v1/orders")).status).toBe(200);
  });
});

describe("the REST API", () => {
  it("serves its OpenAPI 3.1 document, with every route", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/v1/orders",
      "/api/v1/orders/{id}",
      "/api/v1/orders/{id}/cancel",
    ]);
  });

  it("lists and reads the key's organisation's orders, with the app's filters and a cursor", async () => {
    const first = await newOrder();
    const second = await newOrder();
    const { key } = await newKey(merchant.token, ["orders:read"]);
    const page = await api(key, "/api/v1/orders?limit=1&sort=created_desc");
    expect(page.status).toBe(200);
    expect(page.headers.get("ratelimit-limit")).toBe("120");
    expect(page.body.data.map((o) => o.id)).toEqual([second.id]);
    const next = await api(key, `/api/v1/orders?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`);
    expect(next.body.data.map((o) => o.id)).toEqual([first.id]);
    const searched = await api(key, `/api/v1/orders?search=${encodeURIComponent(first.number)}`);
    expect(searched.body.data.map((o) => o.id)).toEqual([first.id]);
    const one = await api(key, `/api/v1/orders/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: first.id });
    expect(Number(page.headers.get("ratelimit-remaining"))).toBeGreaterThan(
      Number(one.headers.get("ratelimit-remaining")),
    );
  });

  it("never reads or cancels another organisation's order", async () => {
    const order = await newOrder();
    const { key } = await newKey(other.token, ["orders:read", "orders:write"]);
    const list = await api(key, "/api/v1/orders");
    expect(JSON.stringify(list.body)).not.toContain(order.id);
    const read = await api(key, `/api/v1/orders/${order.id}`, { language: "de" });
    expect(read.status).toBe(404);
    expect(read.headers.get("content-type")).toContain("application/problem+json");
    expect(read.body).toMatchObject({ status: 404, title: "Not Found", code: "not_found" });
    const cancel = await api(key, `/api/v1/orders/${order.id}/cancel`, { method: "POST", idempotencyKey: "x-1" });
    expect(cancel.status).toBe(404);
    expect((await client(merchant.token).orders.get.query({ orderId: order.id })).id).toBe(order.id);
  });

  it("a read key never writes; its refusal reads in the caller's language", async () => {
    const order = await newOrder();
    const { key } = await newKey(merchant.token, ["orders:read"]);
    const refused = await api(key, `/api/v1/orders/${order.id}/cancel`, {
      method: "POST",
      idempotencyKey: randomUUID(),
      language: "de",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Dieser API-Schlüssel darf das nicht.");
    expect((await client(merchant.token).orders.get.query({ orderId: order.id })).id).toBe(order.id);
  });

  it("cancels with an Idempotency-Key: the same request replays, another body is a 422, none is a 400", async () => {
    const order = await newOrder();
    const { key } = await newKey(merchant.token, ["orders:write"]);
    const path = `/api/v1/orders/${order.id}/cancel`;
    const missing = await api(key, path, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("An Idempotency-Key header is required for this request.");
    const idempotencyKey = randomUUID();
    const done = await api(key, path, { method: "POST", idempotencyKey });
    expect(done).toMatchObject({ status: 200, body: { id: order.id, cancelled: true } });
    const again = await api(key, path, { method: "POST", idempotencyKey });
    expect(again).toMatchObject({ status: 200, body: { id: order.id, cancelled: true } });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await api(key, path, { method: "POST", idempotencyKey, body: { reason: "changed" } });
    expect(other.status).toBe(422);
    expect(await apiError(client(merchant.token).orders.get.query({ orderId: order.id }))).toMatchObject({
      data: { code: "NOT_FOUND" },
    });
  });

  it("refuses a revoked key at once, and an unknown one, with 401", async () => {
    const created = await newKey(merchant.token, ["orders:read"]);
    expect((await api(created.key, "/api/v1/orders")).status).toBe(200);
    await client(merchant.token).apiKeys.revoke.mutate({ id: created.apiKey.id });
    const refused = await api(created.key, "/api/v1/orders");
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe("The API key is missing, unknown, expired or revoked.");
    expect((await api(`${created.key.slice(0, -1)}A`, "/api/v1/orders")).status).toBe(401);
    expect((await api("nonsense", "/api/v1/orders")).status).toBe(401);
  });

  it("records every call in the audit log under the key, and shows its last use", async () => {
    const created = await newKey(merchant.token, ["orders:read"], "Audited");
    await api(created.key, "/api/v1/orders?limit=2");
    const entries = await eventually(async () => {
      const rows = await sql<{ after: { method: string; path: string; status: string }; actor_customer_id: string }>(
        databaseUrl,
        "SELECT after, actor_customer_id FROM audit_entry WHERE subject_id = $1 AND action = 'api_key.called'",
        [created.apiKey.id],
      );
      if (rows.length === 0) throw new Error("no entry yet");
      return rows;
    });
    expect(entries[0]?.after).toEqual({ method: "GET", path: "/api/v1/orders", status: "200" });
    const listed = (await client(merchant.token).apiKeys.list.query()).find((k) => k.id === created.apiKey.id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it("the demo customer has a key that reads its orders", async () => {
    const demo = "plat_0000000000000000de70_demo-key-of-the-local-demo-shown-at-start00";
    const page = await api(demo, "/api/v1/orders?limit=5");
    expect(page.status).toBe(200);
    const customerToken = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    const keys = await client(customerToken).apiKeys.list.query();
    expect(keys.map((k) => k.name)).toContain("Demo ERP");
  });
});
