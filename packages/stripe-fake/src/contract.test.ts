// The fake held to Stripe's published contract, for every endpoint the platform uses: each answer
// (and each webhook event with its object) validated against the component schemas of Stripe's
// OpenAPI specification (contract/stripe-openapi-subset.json, from stripe/openapi), and each object
// compared with Stripe's own example of its resource (shared/contracts/stripe/fixtures3.json):
// the same keys, the same kinds of values. Driven by the official SDK, as the platform drives it.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFake, startStripeFake } from "./fake";

type Schema = Record<string, unknown>;
const subset = JSON.parse(readFileSync(path.join(__dirname, "../contract/stripe-openapi-subset.json"), "utf8")) as {
  source: { commit: string };
  components: { schemas: Record<string, Schema> };
};

/** Stripe's example objects: shared/contracts/stripe beside the repository (or a folder above it). */
function fixtures(): Record<string, Record<string, unknown>> {
  let dir = path.resolve(__dirname, "../../..");
  for (let i = 0; i < 4; i++) {
    const file = path.join(dir, "..", "shared", "contracts", "stripe", "fixtures3.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).resources;
    dir = path.dirname(dir);
  }
  throw new Error("shared/contracts/stripe/fixtures3.json not found beside the repository");
}

/**
 * OpenAPI 3.0 → JSON Schema: `nullable` becomes a null alternative, Stripe's `x-` keywords and
 * formats are dropped, and a $ref outside the subset is not checked further.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const source = node as Schema;
  if (typeof source.$ref === "string") {
    const name = source.$ref.replace("#/components/schemas/", "");
    return subset.components.schemas[name] ? { $ref: `#/definitions/${name}` } : {};
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith("x-") || key === "nullable" || key === "format" || key === "title") continue;
    out[key] = key === "properties" ? mapValues(value as Schema) : toJsonSchema(value);
  }
  if (source.nullable !== true) return out;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}
const mapValues = (object: Schema) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toJsonSchema(value)]));

const definitions = mapValues(subset.components.schemas);
const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();
function expectSchema(name: string, value: unknown): void {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile({ definitions, $ref: `#/definitions/${name}` });
    validators.set(name, validate);
  }
  const ok = validate(value);
  expect(ok ? [] : validate.errors?.map((error) => `${error.instancePath} ${error.message}`), name).toEqual([]);
}

const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/**
 * The same keys as Stripe's example, and the same kind of value wherever neither side is null.
 * Nested objects carry at least the example's keys (Stripe's examples abbreviate some optional
 * nested objects, e.g. a payment error to its `type`; the schemas check the rest).
 */
function expectShapeOf(resource: string, value: unknown, example = fixtures()[resource], at = resource): void {
  const actual = value as Record<string, unknown>;
  const keys = Object.keys(example ?? {}).sort();
  if (at === resource) expect(Object.keys(actual).sort(), `keys of ${at}`).toEqual(keys);
  else expect(Object.keys(actual), `keys of ${at}`).toEqual(expect.arrayContaining(keys));
  for (const [key, expected] of Object.entries(example ?? {})) {
    const got = actual[key];
    if (got === null || expected === null) continue;
    expect(kind(got), `${at}.${key}`).toBe(kind(expected));
    // An event's object is compared with the example of its own resource (below), metadata is free.
    const free = key === "metadata" || (resource === "event" && key === "data");
    if (kind(expected) === "object" && Object.keys(expected as object).length > 0 && !free) {
      expectShapeOf(resource, got, expected as Record<string, unknown>, `${at}.${key}`);
    }
  }
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

describe("the fake against Stripe's OpenAPI schemas and example objects", () => {
  it("names the source commit of its schema subset", () => {
    expect(subset.source.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const name of ["checkout.session", "payment_intent", "charge", "refund", "event", "error"]) {
      expect(subset.components.schemas[name], name).toBeDefined();
    }
    // The check can fail: an amount as a string, a status Stripe does not have.
    const broken = { ...fixtures().payment_intent, amount: "1099", status: "paid" };
    const validate = ajv.compile({ definitions, $ref: "#/definitions/payment_intent" });
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(["/amount", "/status"]);
  });

  it("Checkout Session: create, retrieve, list by payment intent, expire", async () => {
    const session = await createSession();
    expectSchema("checkout.session", session);
    expectShapeOf("checkout.session", session);
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", amount_total: 2590, currency: "eur" });

    expect((await pay(session, "4242424242424242")).status).toBe(303);
    const paid = await sdk.checkout.sessions.retrieve(session.id);
    expectSchema("checkout.session", paid);
    expectShapeOf("checkout.session", paid);
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid" });

    const list = await sdk.checkout.sessions.list({ payment_intent: paid.payment_intent as string, limit: 1 });
    expect(list.data.map((item) => item.id)).toEqual([session.id]);
    for (const item of list.data) expectSchema("checkout.session", item);

    const other = await createSession();
    const expired = await sdk.checkout.sessions.expire(other.id);
    expectSchema("checkout.session", expired);
    expect(expired.status).toBe("expired");
  });

  it("PaymentIntent and Charge: retrieve, after a payment and after a decline", async () => {
    const session = await createSession();
    await pay(session, "4000000000000002");
    const declined = await sdk.checkout.sessions.retrieve(session.id);
    const failedIntent = await sdk.paymentIntents.retrieve(declined.payment_intent as string);
    expectSchema("payment_intent", failedIntent);
    expectShapeOf("payment_intent", failedIntent);
    expect(failedIntent.last_payment_error).toMatchObject({ type: "card_error", code: "card_declined" });
    const failedCharge = await sdk.charges.retrieve(failedIntent.latest_charge as string);
    expectSchema("charge", failedCharge);
    expect(failedCharge).toMatchObject({ paid: false, status: "failed", failure_code: "card_declined" });

    await pay(session, "4242424242424242");
    const intent = await sdk.paymentIntents.retrieve(declined.payment_intent as string);
    expectSchema("payment_intent", intent);
    expectShapeOf("payment_intent", intent);
    expect(intent).toMatchObject({ status: "succeeded", amount_received: 2590 });
    const charge = await sdk.charges.retrieve(intent.latest_charge as string);
    expectSchema("charge", charge);
    expectShapeOf("charge", charge);
  });

  it("Refund: create, reflected on the charge", async () => {
    const session = await createSession();
    await pay(session, "4242424242424242");
    const intentId = (await sdk.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await sdk.refunds.create({ payment_intent: intentId, amount: 590 });
    expectSchema("refund", refund);
    expectShapeOf("refund", refund);
    const charge = await sdk.charges.retrieve((await sdk.paymentIntents.retrieve(intentId)).latest_charge as string);
    expectSchema("charge", charge);
    expect(charge).toMatchObject({ amount_refunded: 590, refunded: false });
    expect(charge.refunds?.data.map((item) => item.id)).toEqual([refund.id]);
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
    ]) {
      expect(types, type).toContain(type);
    }
    const schemaOf: Record<string, string> = {
      "checkout.session": "checkout.session",
      payment_intent: "payment_intent",
      charge: "charge",
    };
    for (const event of fake.events) {
      expectSchema("event", event);
      expectShapeOf("event", event);
      const object = event.data.object as { object: string };
      expectSchema(schemaOf[object.object] as string, object);
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
    expectSchema("error", unknown.body);
    await expect(
      sdk.checkout.sessions.create({
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 900, product_data: { name: "x" } } }],
        success_url: "https://example.com",
        // @ts-expect-error: a parameter Stripe does not know
        payment_intent_data: { colour: "red" },
      }),
    ).rejects.toThrow("Received unknown parameter: payment_intent_data[colour]");

    const missing = await rawError("/v1/payment_intents/pi_nothing");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: "resource_missing", param: "intent" });
    expectSchema("error", missing.body);

    const key = `contract-${Date.now()}`;
    const first = await createSessionWithKey(key, 1000);
    const replay = await rawRepeat(key, 1000);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.id);
    const reused = await rawRepeat(key, 2000);
    expect(reused.status).toBe(400);
    expect(reused.body.error.type).toBe("idempotency_error");
    expectSchema("error", reused.body);

    fake.failNext({ status: 429, count: 1, retryAfter: 2 });
    const limited = await rawError("/v1/payment_intents/pi_nothing");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    expectSchema("error", limited.body);
    fake.failNext({ status: 503, count: 1 });
    const down = await rawError("/v1/payment_intents/pi_nothing");
    expect(down.status).toBe(503);
    expect(down.body.error.type).toBe("api_error");
    expectSchema("error", down.body);
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
