// Outbound webhooks survive kill -9 (issue 35): 300 orders made through the app while the
// endpoint is paused put 300 events in the outbox; the endpoint is resumed, the backend killed
// while delivering them and started again — the receiver gets every order's event, each under one
// webhook-id with one body (a repeat of an event whose answer the killed process never recorded
// carries the same id, so the receiver dedupes it), and nothing that was not in the outbox. The
// restarted backend then prunes the events older than its retention whose deliveries are settled,
// and keeps a paused endpoint's waiting one.
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  DEMO_PASSWORD,
  eventually,
  freePort,
  type RunningBackend,
  signIn,
  sql,
  startBackend,
  startDatabase,
  TEST_SECRETS,
  type TestDatabase,
  trpcClient,
} from "@platform/testing";
import { Webhook } from "standardwebhooks";
import { afterAll, expect, inject, it } from "vitest";

const serverUrl = inject("databaseUrl");
let database: TestDatabase | undefined;
let receiver: http.Server | undefined;
const backends: RunningBackend[] = [];

afterAll(async () => {
  for (const backend of backends) await backend.stop().catch(() => undefined);
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  await database?.stop();
});

it("delivers every one of 300 events exactly once by id across a kill -9 mid-delivery", async () => {
  database = await startDatabase({ serverUrl });
  const port = await freePort();
  const start = async (extra: Record<string, string> = {}) => {
    const backend = await startBackend({
      databaseUrl: database?.url as string,
      port,
      readyTimeoutMs: 240_000,
      env: {
        ...TEST_SECRETS,
        NODE_ENV: "production",
        SHOPIFY_SYNC_INTERVAL_MS: "0",
        WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
        WEBHOOK_DELIVERY_INTERVAL_MS: "200",
        // A short time limit, so the killed process's leases (3 × the limit + 5 s) end soon.
        WEBHOOK_TIMEOUT_MS: "2000",
        ...extra,
      },
    });
    backends.push(backend);
    return backend;
  };

  // The receiver verifies each request and answers slowly enough for the kill to land mid-run.
  const bodies = new Map<string, Set<string>>();
  let requests = 0;
  let forged = 0;
  let secret = "";
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch {
        forged += 1;
      }
      requests += 1;
      const id = String(req.headers["webhook-id"]);
      bodies.set(id, (bodies.get(id) ?? new Set()).add(body));
      setTimeout(() => res.writeHead(204).end(), 40);
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const first = await start();
  const token = await signIn(first.url, "customer@demo.local", DEMO_PASSWORD);
  const app = trpcClient(first.url, { token });
  const created = await app.webhooks.create.mutate({ url: receiverUrl, eventTypes: ["order.created"] });
  secret = created.secret;
  const endpointId = created.endpoint.id;

  // 300 manual orders, as a merchant's staff or the REST API make them, while the endpoint is
  // paused: each order's event waits in the outbox, written in the order's own transaction.
  await app.webhooks.pause.mutate({ id: endpointId });
  const [shop] = (await app.shops.list.query()).items;
  const [mug] = await app.orders.variantOptions.query({ search: "MUG-WHT" });
  const order = async (client = app) =>
    (
      await client.orders.create.mutate({
        shopId: shop?.id as string,
        shippingAddress: {
          firstName: "Kai",
          lastName: "Kill",
          address1: "Hauptstraße 1",
          city: "Berlin",
          postalCode: "10115",
          countryCode: "DE",
        },
        items: [{ variantId: mug?.id as string, quantity: 1 }],
      })
    ).id;
  const orderIds: string[] = [];
  const queue = Array.from({ length: 300 }, (_, n) => n);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (queue.shift() !== undefined) orderIds.push(await order());
    }),
  );
  expect(requests).toBe(0);
  const waiting = async () =>
    (
      await sql<{ count: number }>(
        database?.url as string,
        "SELECT count(*)::int AS count FROM webhook_delivery WHERE endpoint_id = $1 AND status = 'pending'",
        [endpointId],
      )
    )[0]?.count;
  // Each order's event waits (the demo shop's own orders may add theirs: the demo keeps trading).
  const [outboxed] = await sql<{ count: number }>(
    database.url,
    `SELECT count(*)::int AS count FROM webhook_delivery d JOIN webhook_event e ON e.id = d.event_id
      WHERE d.endpoint_id = $1 AND d.status = 'pending' AND e.payload -> 'data' ->> 'orderId' = ANY ($2)`,
    [endpointId, orderIds],
  );
  expect(outboxed?.count).toBe(300);

  // Resumed, then killed mid-delivery: some delivered, some in flight, most still waiting.
  await app.webhooks.resume.mutate({ id: endpointId });
  await eventually(async () => requests >= 40, 60_000, 5);
  first.kill("SIGKILL");
  const atKill = bodies.size;
  expect(atKill).toBeLessThan(300);

  const second = await start({ WEBHOOK_PRUNE_INTERVAL_MS: "500", WEBHOOK_RETENTION_MS: "3600000" });
  // Every delivery recorded as delivered (the last answers are recorded just after they arrive).
  await eventually(async () => (await waiting()) === 0, 120_000, 200);
  const outbox = await sql<{ id: string; status: string }>(
    database.url,
    "SELECT event_id AS id, status FROM webhook_delivery WHERE endpoint_id = $1",
    [endpointId],
  );
  // Nothing arrived that was not in the outbox, and every delivered event arrived.
  const outboxIds = new Set(outbox.map((row) => row.id));
  expect([...bodies.keys()].filter((id) => !outboxIds.has(id))).toEqual([]);
  expect(outbox.filter((row) => row.status === "delivered" && !bodies.has(row.id))).toEqual([]);
  const arrivedOrders = [...bodies.values()].map(
    (set) => (JSON.parse([...set][0] as string) as { data: { orderId: string } }).data.orderId,
  );
  expect(orderIds.filter((id) => !arrivedOrders.includes(id))).toEqual([]);
  // No order arrived under two ids.
  expect(new Set(arrivedOrders).size).toBe(arrivedOrders.length);
  expect([...bodies.values()].every((set) => set.size === 1)).toBe(true);
  expect(forged).toBe(0);

  // Retention: a hundred delivered events made two hours old go with their deliveries and their
  // attempts; an old event still waiting for a paused endpoint stays.
  const app2 = trpcClient(second.url, { token: await signIn(second.url, "customer@demo.local", DEMO_PASSWORD) });
  await app2.webhooks.pause.mutate({ id: endpointId });
  const late = await order(app2);
  const [lateEvent] = await sql<{ id: string }>(
    database.url,
    "SELECT e.id FROM webhook_event e WHERE e.payload -> 'data' ->> 'orderId' = $1",
    [late],
  );
  const old = [...bodies.keys()].slice(0, 100);
  await sql(database.url, "UPDATE webhook_event SET created_at = now() - interval '2 hours' WHERE id = ANY ($1)", [
    [...old, lateEvent?.id],
  ]);
  const left = async () =>
    (
      await sql<{ events: number; deliveries: number; attempts: number }>(
        database?.url as string,
        `SELECT (SELECT count(*)::int FROM webhook_event WHERE id = ANY ($1)) AS events,
                (SELECT count(*)::int FROM webhook_delivery WHERE event_id = ANY ($1)) AS deliveries,
                (SELECT count(*)::int FROM webhook_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id
                  WHERE d.event_id = ANY ($1)) AS attempts`,
        [old],
      )
    )[0];
  await eventually(async () => (await left())?.events === 0, 60_000, 200);
  expect(await left()).toEqual({ events: 0, deliveries: 0, attempts: 0 });
  const log = await app2.webhooks.deliveries.query({ endpointId });
  expect(log.map((delivery) => delivery.eventId)).not.toContain(old[0]);
  expect(log.find((delivery) => delivery.eventId === lateEvent?.id)?.status).toBe("pending");
  const [kept] = await sql<{ count: number }>(
    database.url,
    "SELECT count(*)::int AS count FROM webhook_event WHERE id = $1",
    [lateEvent?.id],
  );
  expect(kept?.count).toBe(1);
}, 600_000);
