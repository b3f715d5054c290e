// API keys (issue 35): an organisation's admins create, list and revoke them; the REST API lets a
// key do what its scopes allow in its own organisation only, refuses a revoked key at once,
// replays writes by Idempotency-Key, answers problems (RFC 9457) in the caller's language, and
// writes every call into the audit log under the key.
import { randomUUID } from "node:crypto";
import { type ApiKeyScope, ORDER_MESSAGES } from "@platform/domain";
import {
  activeMerchant,
  apiError,
  connectedShop,
  DEMO_PASSWORD,
  eventually,
  type RestInit,
  restClient,
  ShopifyFakeClient,
  signIn,
  sql,
  testPng,
  translation,
  trpcClient,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let other: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
const client = (token: string) => trpcClient(url, { token });

let rest: Awaited<ReturnType<typeof restClient>>;
async function newOrder(): Promise<{ id: string; number: string }> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  return await eventually(async () =>
    (await client(merchant.token).orders.list.query({})).items.find((o) => o.number === order.name),
  );
}

/** A REST call, its answer held to the OpenAPI document the API serves. */
const api = (key: string, path: string, init: RestInit = {}) => rest.call(key, path, init);

async function newKey(token: string, scopes: ApiKeyScope[], name = "ERP") {
  return await client(token).apiKeys.create.mutate({ name, scopes });
}

beforeAll(async () => {
  rest = await restClient(url);
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
    expect(rest.document.openapi).toBe("3.1.0");
    expect(Object.keys(rest.document.paths).sort()).toEqual([
      "/api/v1/claims",
      "/api/v1/invoices",
      "/api/v1/invoices/{id}",
      "/api/v1/invoices/{id}/pdf",
      "/api/v1/orders",
      "/api/v1/orders/{id}",
      "/api/v1/orders/{id}/cancel",
      "/api/v1/orders/{id}/shipments",
      "/api/v1/products",
      "/api/v1/products/{id}",
      "/api/v1/retours",
      "/api/v1/stock",
      "/api/v1/stock-orders",
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
    // A day later the record is gone with the key's next write: the table keeps a day's keys only.
    await sql(
      databaseUrl,
      "UPDATE api_idempotency SET created_at = now() - interval '25 hours' WHERE idempotency_key = $1",
      [idempotencyKey],
    );
    const next = await newOrder();
    const later = await api(key, `/api/v1/orders/${next.id}/cancel`, { method: "POST", idempotencyKey: randomUUID() });
    expect(later.status).toBe(200);
    expect(
      await sql(databaseUrl, "SELECT 1 FROM api_idempotency WHERE idempotency_key = $1", [idempotencyKey]),
    ).toEqual([]);
    expect(await apiError(client(merchant.token).orders.get.query({ orderId: order.id }))).toMatchObject({
      data: { code: "NOT_FOUND" },
    });
  });

  it("creates a manual order as the app does: priced, replayed by Idempotency-Key, bad input refused with its messages", async () => {
    const { key } = await newKey(merchant.token, ["orders:read", "orders:write"]);
    const [shop] = (await client(merchant.token).shops.list.query()).items;
    const [mug] = await client(merchant.token).orders.variantOptions.query({});
    const order = {
      shopId: shop?.id,
      email: "buyer@example.com",
      shippingAddress: {
        firstName: "Ada",
        lastName: "Lovelace",
        address1: "Hauptstr. 1",
        city: "Berlin",
        postalCode: "10115",
        countryCode: "de",
      },
      items: [{ variantId: mug?.id, quantity: 2 }],
    };
    const idempotencyKey = randomUUID();
    const created = await api(key, "/api/v1/orders", { method: "POST", body: order, idempotencyKey });
    expect(created.status).toBe(201);
    const again = await api(key, "/api/v1/orders", { method: "POST", body: order, idempotencyKey });
    expect(again).toMatchObject({ status: 201, body: { id: created.body.id } });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const read = await api(key, `/api/v1/orders/${created.body.id}`);
    expect(read.body).toMatchObject({
      source: "manual",
      subtotal: (mug?.price as number) * 2,
      email: "buyer@example.com",
    });
    expect(read.body.shippingAddress).toMatchObject({ city: "Berlin", countryCode: "DE" });
    const shipments = await api(key, `/api/v1/orders/${created.body.id}/shipments`);
    expect(shipments).toMatchObject({ status: 200, body: { data: [] } });

    const before = (await client(merchant.token).orders.list.query({})).items.length;
    const empty = await api(key, "/api/v1/orders", {
      method: "POST",
      body: { ...order, items: [] },
      idempotencyKey: randomUUID(),
      language: "de",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ items: ["Füge mindestens einen Artikel hinzu."] });
    const foreignShop = await api(key, "/api/v1/orders", {
      method: "POST",
      body: { ...order, shopId: "shop_not_ours" },
      idempotencyKey: randomUUID(),
    });
    expect(foreignShop.status).toBe(400);
    expect(foreignShop.body.errors).toEqual({ shopId: [translation("en", ORDER_MESSAGES.shopNotYours)] });
    expect((await client(merchant.token).orders.list.query({})).items.length).toBe(before);
  });

  it("creates a claim with files (multipart): the type is what the bytes say, as in the app", async () => {
    const order = await newOrder();
    const { key } = await newKey(merchant.token, ["claims:read", "claims:write"]);
    const form = (files: Array<{ name: string; bytes: Buffer }>, description = "Arrived broken") => {
      const data = new FormData();
      data.set("orderId", order.id);
      data.set("type", "refund");
      data.set("description", description);
      for (const file of files) data.append("files", new Blob([file.bytes]), file.name);
      return data;
    };
    const png = await testPng("broken.png");
    const fake = await api(key, "/api/v1/claims", {
      method: "POST",
      form: form([{ name: "broken.png", bytes: Buffer.from("not an image at all") }]),
      idempotencyKey: randomUUID(),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.detail).toBe('"broken.png" is not a supported file. Use JPEG, PNG, WebP, GIF or PDF.');
    const none = await api(key, "/api/v1/claims", { method: "POST", form: form([]), idempotencyKey: randomUUID() });
    expect(none).toMatchObject({ status: 400, body: { detail: "Add at least one file!" } });
    expect((await api(key, "/api/v1/claims")).body.data).toEqual([]);

    const idempotencyKey = randomUUID();
    const created = await api(key, "/api/v1/claims", {
      method: "POST",
      form: form([{ name: "broken.png", bytes: png.content }]),
      idempotencyKey,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ orderId: order.id, type: "refund", status: "pending" });
    expect(created.body.files).toMatchObject([{ name: "broken.png", mimeType: "image/png" }]);
    const replay = await api(key, "/api/v1/claims", {
      method: "POST",
      form: form([{ name: "broken.png", bytes: png.content }]),
      idempotencyKey,
    });
    expect(replay.body.id).toBe(created.body.id);
    const changed = await api(key, "/api/v1/claims", {
      method: "POST",
      form: form([{ name: "broken.png", bytes: png.content }], "Another text"),
      idempotencyKey,
    });
    expect(changed.status).toBe(422);
    const listed = await api(key, "/api/v1/claims");
    expect(listed.body.data.map((c) => c.id)).toEqual([created.body.id]);
    expect((await client(merchant.token).claims.listForOrder.query({ orderId: order.id })).map((c) => c.id)).toEqual([
      created.body.id,
    ]);

    // Another organisation's key: not found, and none of its files stored.
    const uploadsOfOther = () =>
      sql(databaseUrl, "SELECT id FROM upload WHERE organisation_id = $1", [other.organisationId]);
    const before = await uploadsOfOther();
    const { key: otherKey } = await newKey(other.token, ["claims:write"]);
    const foreign = await api(otherKey, "/api/v1/claims", {
      method: "POST",
      form: form([{ name: "broken.png", bytes: png.content }]),
      idempotencyKey: randomUUID(),
    });
    expect(foreign.status).toBe(404);
    expect(await uploadsOfOther()).toEqual(before);
  });

  it("a key reaches only the resources of its scopes", async () => {
    const { key } = await newKey(merchant.token, ["stock:read"]);
    expect((await api(key, "/api/v1/stock")).status).toBe(200);
    for (const path of [
      "/api/v1/orders",
      "/api/v1/products",
      "/api/v1/invoices",
      "/api/v1/retours",
      "/api/v1/claims",
    ]) {
      const refused = await api(key, path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.detail).toBe("This API key may not do that.");
    }
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

  it("the demo customer has a key that reads its orders and every other resource", async () => {
    const demo = "plat_0000000000000000de70_demo-key-of-the-local-demo-shown-at-start00";
    const page = await api(demo, "/api/v1/orders?limit=5");
    expect(page.status).toBe(200);
    // Every resource: the demo shows the whole API on the first start.
    for (const path of [
      "/api/v1/stock",
      "/api/v1/products",
      "/api/v1/stock-orders",
      "/api/v1/invoices",
      "/api/v1/retours",
      "/api/v1/claims",
    ])
      expect((await api(demo, path)).status, path).toBe(200);
    const customerToken = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    const keys = await client(customerToken).apiKeys.list.query();
    expect(keys.map((k) => k.name)).toContain("Demo ERP");
  });
});
