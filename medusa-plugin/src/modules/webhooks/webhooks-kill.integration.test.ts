// Outbound webhooks survive kill -9 (issue 35): 300 events in the outbox, the backend killed while
// delivering them, started again — the receiver gets every event, each under one webhook-id with
// one body (a repeat of an event whose answer the killed process never recorded carries the same
// id, so the receiver dedupes it), and nothing that was not in the outbox.
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
  const start = async () => {
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
  const created = await trpcClient(first.url, { token }).webhooks.create.mutate({
    url: receiverUrl,
    eventTypes: ["order.created"],
  });
  secret = created.secret;
  // 300 events in the outbox at once, as recordWebhookEvent writes them (an event and its delivery).
  await sql(
    database.url,
    `WITH events AS (
       INSERT INTO webhook_event (id, organisation_id, type, payload)
       SELECT 'msg_kill' || lpad(n::text, 4, '0'), $1, 'order.created',
              jsonb_build_object('type', 'order.created', 'timestamp', now(), 'data', jsonb_build_object('orderId', 'order_' || n))
         FROM generate_series(1, 300) n
       RETURNING id)
     INSERT INTO webhook_delivery (id, event_id, endpoint_id, organisation_id)
     SELECT 'whdel_' || id, id, $2, $1 FROM events`,
    [
      (
        await sql<{ organisation_id: string }>(
          database.url,
          "SELECT organisation_id FROM webhook_endpoint WHERE id = $1",
          [created.endpoint.id],
        )
      )[0]?.organisation_id,
      created.endpoint.id,
    ],
  );

  // Killed mid-delivery: some delivered, some in flight, most still waiting.
  await eventually(async () => requests >= 40, 60_000, 5);
  first.kill("SIGKILL");
  const atKill = bodies.size;
  expect(atKill).toBeLessThan(300);

  await start();
  // Every delivery recorded as delivered (the last answers are recorded just after they arrive).
  await eventually(
    async () => {
      const [row] = await sql<{ open: number }>(
        database?.url as string,
        "SELECT count(*)::int AS open FROM webhook_delivery WHERE status <> 'delivered'",
      );
      return row?.open === 0;
    },
    90_000,
    200,
  );
  expect(bodies.size).toBe(300);
  expect([...bodies.keys()].every((id) => /^msg_kill\d{4}$/.test(id))).toBe(true);
  // A repeat (an attempt the killed process never recorded) is the same event: one body per id.
  expect([...bodies.values()].every((set) => set.size === 1)).toBe(true);
  expect(forged).toBe(0);
}, 240_000);
