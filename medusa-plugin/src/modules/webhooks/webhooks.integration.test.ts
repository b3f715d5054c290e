// Outbound webhooks (issue 35): a real receiver (an http server in the test) verifies every
// request with the Standard Webhooks library; an endpoint on a private or loopback address is
// refused when created and when delivered to; a 500 answer is retried with the same webhook-id;
// an endpoint that keeps failing is paused and its organisation told; another organisation never
// sees or changes an endpoint.

import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  activeMerchant,
  apiError,
  connectedShop,
  DEMO_PASSWORD,
  eventually,
  ShopifyFakeClient,
  signIn,
  sql,
  stockedWarehouse,
  storedOrderId,
  trpcClient,
} from "@platform/testing";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const client = (token: string) => trpcClient(url, { token });

type Received = { path: string; id: string; type: string; data: Record<string, unknown>; verified: boolean };
const received: Received[] = [];
/** What each endpoint path answers; /flaky fails an event's first attempt. */
const seenOnce = new Set<string>();
const secrets = new Map<string, string>();
let receiver: http.Server;
let receiverUrl: string;

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let other: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let supportToken: string;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = req.url ?? "/";
      const id = String(req.headers["webhook-id"]);
      let verified = false;
      const secret = secrets.get(path);
      try {
        if (secret) {
          new Webhook(secret).verify(body, req.headers as Record<string, string>);
          verified = true;
        }
      } catch {
        verified = false;
      }
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      received.push({ path, id, type: parsed.type, data: parsed.data, verified });
      if (path === "/down" || (path === "/flaky" && !seenOnce.has(id))) {
        seenOnce.add(id);
        res.writeHead(500).end("busy, try later");
        return;
      }
      res.writeHead(200, { "content-type": "text/plain" }).end(`thanks for ${id}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, `Hooks A ${randomUUID().slice(0, 6)}`);
  other = await activeMerchant(url, supportToken, `Hooks B ${randomUUID().slice(0, 6)}`);
  domain = await connectedShop(url, fake, merchant.token, "hooks");
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

async function endpoint(
  path: string,
  eventTypes: Array<"order.created" | "order.shipped" | "order.cancelled"> = ["order.created"],
) {
  const created = await client(merchant.token).webhooks.create.mutate({
    url: `${receiverUrl}${path}`,
    description: path,
    eventTypes,
  });
  secrets.set(path, created.secret);
  return created;
}

async function newOrder(): Promise<string> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  return await storedOrderId(databaseUrl, domain, order.id);
}

describe("delivery", () => {
  it("sends an order's creation, signed so that the Standard Webhooks library verifies it, and logs the answer", async () => {
    const created = await endpoint("/ok");
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret is shown once: the list never holds it.
    expect(JSON.stringify(await client(merchant.token).webhooks.list.query())).not.toContain(created.secret);

    const orderId = await newOrder();
    const got = await eventually(async () =>
      received.find((r) => r.path === "/ok" && r.type === "order.created" && r.data.orderId === orderId),
    );
    expect(got.verified).toBe(true);
    expect(got.id).toMatch(/^msg_/);

    const log = await eventually(async () => {
      const deliveries = await client(merchant.token).webhooks.deliveries.query({ endpointId: created.endpoint.id });
      const mine = deliveries.find((d) => d.eventId === got.id);
      return mine?.status === "delivered" ? mine : null;
    });
    expect(log.eventType).toBe("order.created");
    expect(log.attempts).toHaveLength(1);
    expect(log.attempts[0]).toMatchObject({ statusCode: 200, responseExcerpt: `thanks for ${got.id}` });

    // Redeliver: the same event again, with the same id (the receiver knows it already).
    await client(merchant.token).webhooks.redeliver.mutate({ deliveryId: log.id });
    await eventually(async () => received.filter((r) => r.id === got.id && r.path === "/ok").length === 2);
    expect(received.filter((r) => r.id === got.id).every((r) => r.verified)).toBe(true);
    await client(merchant.token).webhooks.delete.mutate({ id: created.endpoint.id });
  });

  it("retries a 500 answer with the same webhook-id, and logs both attempts", async () => {
    const created = await endpoint("/flaky");
    const orderId = await newOrder();
    const log = await eventually(async () => {
      const deliveries = await client(merchant.token).webhooks.deliveries.query({ endpointId: created.endpoint.id });
      const mine = deliveries.find((d) => d.status === "delivered");
      return mine ?? null;
    }, 30_000);
    const attempts = received.filter((r) => r.path === "/flaky" && r.id === log.eventId);
    expect(attempts).toHaveLength(2);
    expect(attempts.every((r) => r.verified && r.data.orderId === orderId)).toBe(true);
    expect(log.attempts.map((a) => a.statusCode)).toEqual([200, 500]);
    expect(log.attempts[1]?.responseExcerpt).toBe("busy, try later");
    await client(merchant.token).webhooks.delete.mutate({ id: created.endpoint.id });
  });

  it("pauses an endpoint that keeps failing, tells the organisation, and sends what waited once resumed", async () => {
    const created = await endpoint("/down");
    await newOrder();
    await eventually(async () => {
      const listed = await client(merchant.token).webhooks.list.query();
      return listed.find((e) => e.id === created.endpoint.id)?.status === "paused";
    }, 30_000);
    const notices = await client(merchant.token).notifications.list.query({});
    expect(notices.items.some((n) => n.kind === "webhook_paused" && n.subjectId === created.endpoint.id)).toBe(true);

    // Paused: nothing is sent; the delivery waits.
    const before = received.filter((r) => r.path === "/down").length;
    const [pending] = await sql<{ count: number }>(
      databaseUrl,
      "SELECT count(*)::int AS count FROM webhook_delivery WHERE endpoint_id = $1 AND status = 'pending'",
      [created.endpoint.id],
    );
    expect(pending?.count).toBe(1);
    // Resumed: the waiting delivery goes out at once.
    const resumed = await client(merchant.token).webhooks.resume.mutate({ id: created.endpoint.id });
    expect(resumed.status).toBe("active");
    await eventually(async () => received.filter((r) => r.path === "/down").length > before);
    await client(merchant.token).webhooks.delete.mutate({ id: created.endpoint.id });
  });
});

describe("the order's later events", () => {
  it("sends a shipment and a cancellation with the documented data", async () => {
    const created = await endpoint("/later", ["order.shipped", "order.cancelled"]);
    const [mug] = await client(merchant.token).orders.variantOptions.query({ search: "MUG-WHT" });
    await stockedWarehouse(url, supportToken, merchant, {
      name: `Hooks warehouse ${randomUUID().slice(0, 6)}`,
      variantId: mug?.id as string,
      onHand: 10,
    });

    const shipped = await newOrder();
    const tracking = `TRK-${randomUUID().slice(0, 8)}`;
    await eventually(async () =>
      (await client(merchant.token).orders.get.query({ orderId: shipped })).rules.canShip ? true : null,
    );
    await client(merchant.token).orders.ship.mutate({ orderId: shipped, trackingNumbers: [tracking] });
    const shipment = await eventually(async () =>
      received.find((r) => r.path === "/later" && r.type === "order.shipped" && r.data.orderId === shipped),
    );
    expect(shipment.verified).toBe(true);
    expect(shipment.data).toMatchObject({
      orderId: shipped,
      shipmentId: expect.any(String),
      quantity: 1,
      trackingNumbers: [tracking],
      fulfillmentStatus: "shipped",
    });

    const [shop] = (await client(merchant.token).shops.list.query()).items;
    const manual = await client(merchant.token).orders.create.mutate({
      shopId: shop?.id as string,
      shippingAddress: {
        firstName: "Hanna",
        lastName: "Hook",
        address1: "Hauptstraße 1",
        city: "Berlin",
        postalCode: "10115",
        countryCode: "DE",
      },
      items: [{ variantId: mug?.id as string, quantity: 1 }],
    });
    const number = (await client(merchant.token).orders.get.query({ orderId: manual.id })).number;
    await client(merchant.token).orders.delete.mutate({ orderId: manual.id });
    const cancelled = await eventually(async () =>
      received.find((r) => r.path === "/later" && r.type === "order.cancelled" && r.data.orderId === manual.id),
    );
    expect(cancelled.data).toMatchObject({ orderId: manual.id, orderNumber: number, deleted: true });
    // Only what the endpoint asked for: its orders' creations went elsewhere.
    expect(received.filter((r) => r.path === "/later").map((r) => r.type)).not.toContain("order.created");
    await client(merchant.token).webhooks.delete.mutate({ id: created.endpoint.id });
  });
});

describe("SSRF refusal", () => {
  it.each([
    ["http://example.com/hook", "The URL must start with https://."],
    ["https://localhost/hook", "This address is private or local: we only send to public addresses."],
    ["https://10.0.0.7/hook", "This address is private or local: we only send to public addresses."],
    ["https://169.254.169.254/latest/meta-data", "This address is private or local: we only send to public addresses."],
    ["https://[::1]/hook", "This address is private or local: we only send to public addresses."],
    ["https://[::ffff:127.0.0.1]/hook", "This address is private or local: we only send to public addresses."],
    ["https://[fd00::1]/hook", "This address is private or local: we only send to public addresses."],
  ])("refuses %s when it is created", async (target, message) => {
    const refused = await apiError(
      client(merchant.token).webhooks.create.mutate({ url: target, eventTypes: ["order.created"] }),
    );
    expect(refused.message).toBe(message);
    const listed = await client(merchant.token).webhooks.list.query();
    expect(listed.map((e) => e.url)).not.toContain(target);
  });

  it("refuses a private address again when delivering (the host's address may have changed)", async () => {
    // An endpoint whose host now resolves to a loopback address (as after a DNS rebinding).
    const port = (receiver.address() as AddressInfo).port;
    const id = `whep_test${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await sql(
      databaseUrl,
      `INSERT INTO webhook_endpoint (id, organisation_id, url, event_types, secret)
       VALUES ($1, $2, $3, ARRAY['order.created'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')`,
      [id, merchant.organisationId, `https://localhost:${port}/rebound`],
    );
    const before = received.filter((r) => r.path === "/rebound").length;
    await newOrder();
    const log = await eventually(async () => {
      const [delivery] = await client(merchant.token).webhooks.deliveries.query({ endpointId: id });
      return delivery?.attempts.length ? delivery : null;
    });
    expect(log.attempts[0]).toMatchObject({ statusCode: null, error: "refused: private address" });
    expect(received.filter((r) => r.path === "/rebound").length).toBe(before);
    await client(merchant.token).webhooks.delete.mutate({ id });
  });
});

describe("tenant isolation", () => {
  it("never shows or changes another organisation's endpoint or deliveries", async () => {
    const created = await endpoint("/ok", ["order.shipped"]);
    const theirs = client(other.token);
    expect((await theirs.webhooks.list.query()).map((e) => e.id)).not.toContain(created.endpoint.id);
    expect(await theirs.webhooks.deliveries.query({ endpointId: created.endpoint.id })).toEqual([]);
    // One after another: a refusal that arrives before its turn would be an unhandled rejection.
    for (const call of [
      () => theirs.webhooks.pause.mutate({ id: created.endpoint.id }),
      () => theirs.webhooks.resume.mutate({ id: created.endpoint.id }),
      () => theirs.webhooks.delete.mutate({ id: created.endpoint.id }),
    ]) {
      expect((await apiError(call())).data.code).toBe("NOT_FOUND");
    }
    const [delivery] = await sql<{ id: string }>(
      databaseUrl,
      "SELECT id FROM webhook_delivery WHERE organisation_id = $1 LIMIT 1",
      [merchant.organisationId],
    );
    expect((await apiError(theirs.webhooks.redeliver.mutate({ deliveryId: delivery?.id ?? "x" }))).data.code).toBe(
      "NOT_FOUND",
    );
    const mine = await client(merchant.token).webhooks.list.query();
    expect(mine.find((e) => e.id === created.endpoint.id)?.status).toBe("active");
  });

  it("writes adding, pausing, resuming and deleting an endpoint into the organisation's audit log", async () => {
    const created = await endpoint("/audited", ["order.shipped"]);
    const mine = client(merchant.token);
    await mine.webhooks.pause.mutate({ id: created.endpoint.id });
    await mine.webhooks.resume.mutate({ id: created.endpoint.id });
    await mine.webhooks.delete.mutate({ id: created.endpoint.id });
    const log = await mine.audit.list.query({ subjectId: created.endpoint.id });
    const entries = log.items;
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "webhook_endpoint.created",
      "webhook_endpoint.deleted",
      "webhook_endpoint.paused",
      "webhook_endpoint.resumed",
    ]);
    // The secret is never written into the log.
    expect(JSON.stringify(entries)).not.toContain(created.secret);
    expect((await client(other.token).audit.list.query({ subjectId: created.endpoint.id })).items).toEqual([]);
  });
});
