// The platform's Stripe SDK instance (lib/stripe.ts) against the local fake Stripe: every call goes
// through the one retry layer (429 with Retry-After and 5xx are retried, POSTs safely through the
// SDK's Idempotency-Key), and webhook signatures are checked with Stripe's 300 s tolerance both ways.
import { type StripeFake, signatureHeader, startStripeFake } from "@platform/stripe-fake";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripe, stripeHostOptions, verifyWebhook, WebhookTimestampError } from "./stripe";

const SECRET = "whsec_test_fake_0123456789";
const KEY = "sk_test_fake";
let fake: StripeFake;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: SECRET });
  process.env.STRIPE_SECRET_KEY = KEY;
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.STRIPE_API_URL = fake.url;
});

afterAll(async () => {
  process.env = saved;
  await fake.stop();
});

const session = () =>
  stripe().checkout.sessions.create({
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 1234, product_data: { name: "R-1" } } }],
    success_url: "http://localhost/ok",
  });

describe("the platform's Stripe client", () => {
  it("retries 429 (honouring Retry-After) and 5xx through the one retry layer; a POST makes one session", async () => {
    fake.failNext({ status: 429, count: 2, retryAfter: 0 });
    const before = fake.sessions.size;
    const created = await session();
    expect(fake.sessions.size).toBe(before + 1);
    fake.failNext({ status: 503, count: 3 });
    expect((await stripe().checkout.sessions.retrieve(created.id)).id).toBe(created.id);
  });

  it("gives up after three retries and answers Stripe's error", async () => {
    fake.failNext({ status: 500, count: 4 });
    await expect(stripe().checkout.sessions.list({ limit: 1 })).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((await stripe().checkout.sessions.list({ limit: 1 })).object).toBe("list");
  });

  it("refuses a wrong key and an unknown object as Stripe does", async () => {
    const wrong = new Stripe("sk_test_wrong", { ...stripeHostOptions(fake.url), maxNetworkRetries: 0 });
    await expect(wrong.checkout.sessions.retrieve("cs_test_x")).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(stripe().paymentIntents.retrieve("pi_missing")).rejects.toMatchObject({ code: "resource_missing" });
  });
});

describe("webhook signatures", () => {
  const payload = JSON.stringify({ id: "evt_1", object: "event", type: "checkout.session.completed", data: {} });
  const now = Date.now();
  const at = (offsetS: number) => signatureHeader(SECRET, payload, Math.floor(now / 1000) + offsetS);

  it("accepts a fresh signature and one within Stripe's 300 s either way", () => {
    expect(verifyWebhook(Buffer.from(payload), at(0), now).id).toBe("evt_1");
    expect(verifyWebhook(Buffer.from(payload), at(60), now).id).toBe("evt_1");
    expect(verifyWebhook(Buffer.from(payload), at(-290), now).id).toBe("evt_1");
  });

  it("refuses one stamped 10 minutes ahead or behind, another secret's, and a changed body", () => {
    expect(() => verifyWebhook(Buffer.from(payload), at(600), now)).toThrow(WebhookTimestampError);
    expect(() => verifyWebhook(Buffer.from(payload), at(-600), now)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      verifyWebhook(Buffer.from(payload), signatureHeader("whsec_other", payload, Math.floor(now / 1000)), now),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verifyWebhook(Buffer.from(`${payload} `), at(0), now)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
