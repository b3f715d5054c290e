// The fake held to today's Stripe, for every object the platform reads: each answer and each
// webhook event (with its object) compared with Stripe's own example of its resource
// (contract/stripe-fixtures.json, copied from stripe/openapi's openapi/fixtures3.json of
// 2026-08-21, commit f6c2a48): the same keys, the same kinds of values. The fake's objects are
// built as the pinned `stripe` SDK's own types (API version 2026-10-28), so a field Stripe
// requires and the fake omits fails the typecheck. Driven by the official SDK, as the platform
// drives it, auto-pagination included.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFake, startStripeFake } from "./fake";

type Example = Record<string, unknown>;
const contract = JSON.parse(readFileSync(path.join(__dirname, "../contract/stripe-fixtures.json"), "utf8")) as {
  source: { repository: string; path: string; commit: string };
  resources: Record<string, Example>;
};
const fixtures = () => contract.resources;

/**
 * Keys of today's API (version 2026-10-28, the pinned SDK's types require them) that Stripe's
 * fixtures of 2026-08-21 do not have yet: allowed beside the example's, and only these.
 */
const NEWER_THAN_FIXTURES: Record<string, string[]> = {
  "checkout.session": ["allowed_payment_method_types"],
  payment_intent: ["allowed_payment_method_types", "payment_record"],
  dispute: ["intended_submission_method"],
  // Optional in Stripe's refund object: only a failed refund has them ("Refund failures").
  refund: ["failure_reason", "failure_balance_transaction"],
};

const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/**
 * The same keys as Stripe's example, and the same kind of value wherever neither side is null.
 * Nested objects carry at least the example's keys (Stripe's examples abbreviate some optional
 * nested objects, e.g. a payment error to its `type`). Lists are compared item by item with the
 * example's first item.
 */
function expectShapeOf(resource: string, value: unknown, example = fixtures()[resource], at = resource): void {
  expect(example, `Stripe's example of ${resource}`).toBeDefined();
  const actual = value as Record<string, unknown>;
  const keys = Object.keys(example ?? {});
  if (at === resource) keys.push(...(NEWER_THAN_FIXTURES[resource] ?? []).filter((key) => key in actual));
  keys.sort();
  if (at === resource) expect(Object.keys(actual).sort(), `keys of ${at}`).toEqual(keys);
  else expect(Object.keys(actual), `keys of ${at}`).toEqual(expect.arrayContaining(keys));
  for (const [key, expected] of Object.entries(example ?? {})) {
    const got = actual[key];
    if (got === null || expected === null || got === undefined) continue;
    expect(kind(got), `${at}.${key}`).toBe(kind(expected));
    // An event's object is compared with the example of its own resource (below), metadata is free.
    const free = key === "metadata" || (resource === "event" && key === "data");
    if (free) continue;
    if (kind(expected) === "object" && Object.keys(expected as object).length > 0) {
      expectShapeOf(resource, got, expected as Example, `${at}.${key}`);
    }
    if (kind(expected) === "array" && kind((expected as unknown[])[0]) === "object") {
      for (const [index, item] of (got as unknown[]).entries()) {
        expectShapeOf(resource, item, (expected as Example[])[0], `${at}.${key}[${index}]`);
      }
    }
  }
}

/** Stripe's list envelope (API reference "Pagination": object, data, has_more, url). */
function expectList(list: unknown, url: string): void {
  expect(Object.keys(list as object).sort()).toEqual(["data", "has_more", "object", "url"]);
  expect(list).toMatchObject({ object: "list", url, has_more: expect.any(Boolean), data: expect.any(Array) });
}

const SECRET = "whsec_contract_0123456789";
let fake: StripeFake;
let hooks: http.Server;
let sdk: Stripe;

beforeAll(async () => {
  hooks = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("{}"));
  });
  await new Promise<void>((resolve) => hooks.listen(0, "127.0.0.1", resolve));
  fake = await startStripeFake({
    secretKey: "sk_test_contract",
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks/stripe`,
  });
  const url = new URL(fake.url);
  sdk = new Stripe("sk_test_contract", {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await fake.stop();
  await new Promise((resolve) => hooks.close(resolve));
});

/** The session as the platform creates it (medusa-plugin/src/modules/invoices/pay-by-card.ts). */
const createSession = (currency = "eur", amount = 2590) =>
  sdk.checkout.sessions.create({
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: "Invoice R-1" } } }],
    success_url: "http://localhost:9000/a/invoices/inv_1?card=processing",
    cancel_url: "http://localhost:9000/a/invoices/inv_1?card=cancelled",
    client_reference_id: "inv_1",
    metadata: { invoice_id: "inv_1", organisation_id: "org_1" },
    payment_intent_data: { description: "Invoice R-1", metadata: { invoice_id: "inv_1", organisation_id: "org_1" } },
  });

const pay = async (session: Stripe.Checkout.Session, card: string) =>
  await fetch(session.url as string, { method: "POST", body: new URLSearchParams({ card }), redirect: "manual" });

type Answer = { id?: string; error: { type: string; message?: string; code?: string; param?: string } };

async function rawError(pathAndQuery: string, init: RequestInit = {}) {
  const response = await fetch(`${fake.url}${pathAndQuery}`, {
    ...init,
    headers: { authorization: "Bearer sk_test_contract", ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

describe("the fake against Stripe's example objects of today", () => {
  it("names its source, and the comparison can fail", () => {
    expect(contract.source).toMatchObject({
      repository: "stripe/openapi",
      path: "openapi/fixtures3.json",
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    for (const name of ["checkout.session", "payment_intent", "charge", "refund", "dispute", "event"]) {
      expect(fixtures()[name], name).toBeDefined();
    }
    // An amount as a string, a key Stripe does not have, a key missing: each is found.
    const intent = fixtures().payment_intent as Example;
    expect(() => expectShapeOf("payment_intent", { ...intent, amount: "1099" })).toThrow(/payment_intent.amount/);
    expect(() => expectShapeOf("payment_intent", { ...intent, charges: { object: "list" } })).toThrow(/keys of/);
    const { latest_charge: _omitted, ...without } = intent;
    expect(() => expectShapeOf("payment_intent", without)).toThrow(/keys of/);
  });

  it("Checkout Session: create, retrieve, list by payment intent, expire", async () => {
    const session = await createSession();
    expectShapeOf("checkout.session", session);
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", amount_total: 2590, currency: "eur" });

    expect((await pay(session, "4242424242424242")).status).toBe(303);
    const paid = await sdk.checkout.sessions.retrieve(session.id);
    expectShapeOf("checkout.session", paid);
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid" });

    const list = await sdk.checkout.sessions.list({ payment_intent: paid.payment_intent as string, limit: 1 });
    expectList(list, "/v1/checkout/sessions");
    expect(list.data.map((item) => item.id)).toEqual([session.id]);
    for (const item of list.data) expectShapeOf("checkout.session", item);

    const other = await createSession();
    const expired = await sdk.checkout.sessions.expire(other.id);
    expectShapeOf("checkout.session", expired);
    expect(expired.status).toBe("expired");
    await expect(sdk.checkout.sessions.expire(other.id)).rejects.toThrow(/Only Checkout Sessions with a status/);
  });

  it("PaymentIntent and Charge: retrieve, after a payment and after a decline", async () => {
    const session = await createSession();
    await pay(session, "4000000000000002");
    const declined = await sdk.checkout.sessions.retrieve(session.id);
    const failedIntent = await sdk.paymentIntents.retrieve(declined.payment_intent as string);
    expectShapeOf("payment_intent", failedIntent);
    expect(failedIntent.last_payment_error).toMatchObject({ type: "card_error", code: "card_declined" });
    const failedCharge = await sdk.charges.retrieve(failedIntent.latest_charge as string);
    expectShapeOf("charge", failedCharge);
    expect(failedCharge).toMatchObject({ paid: false, status: "failed", failure_code: "card_declined" });

    await pay(session, "4242424242424242");
    const intent = await sdk.paymentIntents.retrieve(declined.payment_intent as string);
    expectShapeOf("payment_intent", intent);
    expect(intent).toMatchObject({ status: "succeeded", amount_received: 2590 });
    const charge = await sdk.charges.retrieve(intent.latest_charge as string);
    expectShapeOf("charge", charge);
  });

  it("Refund: create, reflected on the charge; a refund that fails after it was made", async () => {
    const session = await createSession();
    await pay(session, "4242424242424242");
    const intentId = (await sdk.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await sdk.refunds.create({ payment_intent: intentId, amount: 590 });
    expectShapeOf("refund", refund);
    const charge = await sdk.charges.retrieve((await sdk.paymentIntents.retrieve(intentId)).latest_charge as string);
    expectShapeOf("charge", charge);
    expect(charge).toMatchObject({ amount_refunded: 590, refunded: false });
    expect(charge.refunds?.data.map((item) => item.id)).toEqual([refund.id]);

    // Stripe's 4000 0000 0000 5126: the refund succeeds, then fails (charge.refund.updated).
    const failing = await createSession();
    await pay(failing, "4000000000005126");
    const failingIntent = (await sdk.checkout.sessions.retrieve(failing.id)).payment_intent as string;
    const doomed = await sdk.refunds.create({ payment_intent: failingIntent });
    expect(doomed.status).toBe("succeeded");
    await expect.poll(async () => (await sdk.refunds.retrieve(doomed.id)).status, { timeout: 5000 }).toBe("failed");
    const after = await sdk.refunds.retrieve(doomed.id);
    expectShapeOf("refund", after);
    expect(after.failure_reason).toBe("expired_or_canceled_card");
    const updated = fake.events.find(
      (event) => event.type === "charge.refund.updated" && (event.data.object as { id: string }).id === doomed.id,
    );
    expect(updated?.data.object).toMatchObject({ status: "failed" });
  });

  it("Dispute: Stripe's disputed test card, evidence that wins or loses", async () => {
    const disputed = async () => {
      const session = await createSession();
      await pay(session, "4000000000000259");
      const intent = (await sdk.checkout.sessions.retrieve(session.id)).payment_intent as string;
      const list = await sdk.disputes.list({ payment_intent: intent });
      expectList(list, "/v1/disputes");
      expect(list.data).toHaveLength(1);
      return list.data[0] as Stripe.Dispute;
    };
    const lost = await disputed();
    expectShapeOf("dispute", lost);
    expect(lost).toMatchObject({ status: "needs_response", reason: "fraudulent", amount: 2590, currency: "eur" });
    const closed = await sdk.disputes.update(lost.id, { evidence: { uncategorized_text: "losing_evidence" } });
    expectShapeOf("dispute", closed);
    expect(closed.status).toBe("lost");
    const won = await sdk.disputes.update((await disputed()).id, {
      evidence: { uncategorized_text: "winning_evidence" },
    });
    expect(won.status).toBe("won");
    const types = fake.events
      .filter((event) => (event.data.object as { id: string }).id === won.id)
      .map((event) => event.type);
    expect(types).toEqual([
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
      "charge.dispute.updated",
      "charge.dispute.closed",
      "charge.dispute.funds_reinstated",
    ]);
  });

  it("lists with Stripe's cursor pagination, driven by the SDK's auto-pagination", async () => {
    const since = Math.floor(Date.now() / 1000);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const session = await createSession("eur", 1000 + i);
      await pay(session, "4242424242424242");
      made.push(session.id);
    }
    const sessionIds: string[] = [];
    for await (const session of sdk.checkout.sessions.list({ limit: 2, created: { gte: since } })) {
      sessionIds.push(session.id);
    }
    // Newest first, every one exactly once across three pages.
    expect(sessionIds.filter((id) => made.includes(id))).toEqual([...made].reverse());

    const first = await sdk.paymentIntents.list({ limit: 2, created: { gte: since } });
    expectList(first, "/v1/payment_intents");
    expect(first.has_more).toBe(true);
    for (const intent of first.data) expectShapeOf("payment_intent", intent);
    const second = await sdk.paymentIntents.list({
      limit: 2,
      created: { gte: since },
      starting_after: first.data[1]?.id,
    });
    expect(second.data.map((item) => item.id)).not.toContain(first.data[0]?.id);
    const back = await sdk.paymentIntents.list({ limit: 2, ending_before: second.data[0]?.id });
    expect(back.data.map((item) => item.id)).toEqual(first.data.map((item) => item.id));
    const intents = await sdk.paymentIntents.list({ limit: 2, created: { gte: since } }).autoPagingToArray({
      limit: 1000,
    });
    expect(intents.length).toBeGreaterThanOrEqual(5);
    expect(new Set(intents.map((item) => item.id)).size).toBe(intents.length);
    expect(await sdk.paymentIntents.list({ created: { gt: Math.floor(Date.now() / 1000) + 60 } })).toMatchObject({
      data: [],
      has_more: false,
    });

    for (const intent of intents.slice(0, 3)) await sdk.refunds.create({ payment_intent: intent.id, amount: 100 });
    const refunds = await sdk.refunds.list({ limit: 1, created: { gte: since } }).autoPagingToArray({ limit: 100 });
    expect(refunds.length).toBeGreaterThanOrEqual(3);
    for (const refund of refunds) expectShapeOf("refund", refund);
    const disputes = await sdk.disputes.list({ limit: 1 }).autoPagingToArray({ limit: 100 });
    for (const dispute of disputes) expectShapeOf("dispute", dispute);

    await expect(sdk.refunds.list({ starting_after: "re_unknown" })).rejects.toThrow("No such refund: 're_unknown'");
    await expect(sdk.disputes.list({ limit: 101 })).rejects.toThrow(/less than or equal to 100/);
  });

  it("every event it sent, and the object in it, signed so the SDK accepts it", async () => {
    const session = await createSession();
    await pay(session, "4000002760003184");
    await fetch(`${fake.url}/pay/${session.id}/authenticate`, {
      method: "POST",
      body: new URLSearchParams({ action: "complete" }),
      redirect: "manual",
    });
    const types = new Set(fake.events.map((event) => event.type));
    for (const type of [
      "checkout.session.completed",
      "checkout.session.expired",
      "payment_intent.succeeded",
      "payment_intent.payment_failed",
      "charge.refunded",
      "charge.refund.updated",
      "charge.dispute.created",
      "charge.dispute.closed",
    ]) {
      expect(types, type).toContain(type);
    }
    for (const event of fake.events) {
      expectShapeOf("event", event);
      const object = event.data.object as { object: string };
      expectShapeOf(object.object, object);
    }
    const delivery = fake.deliveries.at(-1);
    expect(sdk.webhooks.constructEvent(delivery?.payload as string, delivery?.signature as string, SECRET).id).toBe(
      delivery?.eventId,
    );
  });

  it("errors: unknown parameter, no such object, idempotency, rate limit and 5xx on demand", async () => {
    const unknown = await rawError("/v1/checkout/sessions", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "mode=payment&surprise=1",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      type: "invalid_request_error",
      message: "Received unknown parameter: surprise",
      param: "surprise",
    });
    await expect(
      sdk.checkout.sessions.create({
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 900, product_data: { name: "x" } } }],
        success_url: "https://example.com",
        // @ts-expect-error: a parameter Stripe does not know
        payment_intent_data: { colour: "red" },
      }),
    ).rejects.toThrow("Received unknown parameter: payment_intent_data[colour]");
    // Removed from Checkout Session creation in API version 2026-10-28 (the SDK's changelog: "Remove
    // support for `payment_method_types` on `Checkout.SessionCreateParams`"); its successor is taken.
    await expect(
      sdk.checkout.sessions.create({
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 900, product_data: { name: "x" } } }],
        success_url: "https://example.com",
        // @ts-expect-error: no longer a parameter of this API version
        payment_method_types: ["card"],
      }),
    ).rejects.toThrow("Received unknown parameter: payment_method_types");
    const allowed = await sdk.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 900, product_data: { name: "x" } } }],
      success_url: "https://example.com",
      allowed_payment_method_types: ["card"],
    });
    expect(allowed.allowed_payment_method_types).toEqual(["card"]);

    const missing = await rawError("/v1/payment_intents/pi_nothing");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: "resource_missing", param: "intent" });

    const key = `contract-${Date.now()}`;
    const first = await createSessionWithKey(key, 1000);
    const replay = await rawRepeat(key, 1000);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.id);
    const reused = await rawRepeat(key, 2000);
    expect(reused.status).toBe(400);
    expect(reused.body.error.type).toBe("idempotency_error");

    fake.failNext({ status: 429, count: 1, retryAfter: 2 });
    const limited = await rawError("/v1/payment_intents/pi_nothing");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    fake.failNext({ status: 503, count: 1 });
    const down = await rawError("/v1/payment_intents/pi_nothing");
    expect(down.status).toBe(503);
    expect(down.body.error.type).toBe("api_error");
    expect((await rawError("/v1/payment_intents/pi_nothing")).status).toBe(404);
  });
});

const sessionForm = (amount: number) =>
  new URLSearchParams({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "eur",
    "line_items[0][price_data][unit_amount]": String(amount),
    "line_items[0][price_data][product_data][name]": "x",
    success_url: "https://example.com/ok",
  }).toString();

const createSessionWithKey = (key: string, amount: number) =>
  sdk.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: amount, product_data: { name: "x" } } }],
      success_url: "https://example.com/ok",
    },
    { idempotencyKey: key },
  );

const rawRepeat = (key: string, amount: number) =>
  rawError("/v1/checkout/sessions", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": key },
    body: sessionForm(amount),
  });
