// The official SDK against the local fake Stripe: the protocol the platform relies on (payment
// intents, confirmation with test cards, Stripe's error shape, signed webhooks the SDK accepts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type StripeFake, startStripeFake } from "@platform/stripe-fake";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeHostOptions } from "./stripe";

const SECRET = "whsec_test_fake_0123456789";
let fake: StripeFake;
let hooks: http.Server;
const received: Array<{ body: string; signature: string }> = [];
let sdk: Stripe;

beforeAll(async () => {
  hooks = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ body, signature: String(req.headers["stripe-signature"]) });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks/stripe`;
  fake = await startStripeFake({ secretKey: "sk_test_fake", webhookSecret: SECRET, webhookUrl });
  sdk = new Stripe("sk_test_fake", { ...stripeHostOptions(fake.url), maxNetworkRetries: 0 });
});

afterAll(async () => {
  await fake.stop();
  await new Promise((resolve) => hooks.close(resolve));
});

const until = async <T>(check: () => T | undefined): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out");
};

describe("the fake Stripe through the official SDK", () => {
  it("creates, retrieves and confirms a payment intent; the succeeded webhook verifies with constructEvent", async () => {
    const intent = await sdk.paymentIntents.create({
      amount: 1234,
      currency: "eur",
      metadata: { invoice_id: "inv_1" },
    });
    expect(intent).toMatchObject({ object: "payment_intent", amount: 1234, status: "requires_payment_method" });
    expect((await sdk.paymentIntents.retrieve(intent.id)).metadata).toEqual({ invoice_id: "inv_1" });
    const confirmed = await sdk.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(confirmed).toMatchObject({ status: "succeeded", amount_received: 1234 });
    const delivery = await until(() => received.find((item) => item.body.includes(intent.id)));
    const event = sdk.webhooks.constructEvent(delivery.body, delivery.signature, SECRET);
    expect(event.type).toBe("payment_intent.succeeded");
    expect((event.data.object as Stripe.PaymentIntent).metadata.invoice_id).toBe("inv_1");
    expect(() => sdk.webhooks.constructEvent(delivery.body, delivery.signature, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("declines pm_card_chargeDeclined with Stripe's card_error and sends payment_intent.payment_failed", async () => {
    const intent = await sdk.paymentIntents.create({ amount: 500, currency: "eur" });
    const error = await sdk.paymentIntents
      .confirm(intent.id, { payment_method: "pm_card_chargeDeclined" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: "card_declined", decline_code: "generic_decline" });
    expect((await sdk.paymentIntents.retrieve(intent.id)).status).toBe("requires_payment_method");
    const delivery = await until(() => received.find((item) => item.body.includes(intent.id)));
    expect(sdk.webhooks.constructEvent(delivery.body, delivery.signature, SECRET).type).toBe(
      "payment_intent.payment_failed",
    );
  });

  it("rejects a wrong key and an unknown payment intent as Stripe does", async () => {
    const wrong = new Stripe("sk_test_wrong", { ...stripeHostOptions(fake.url), maxNetworkRetries: 0 });
    await expect(wrong.paymentIntents.create({ amount: 100, currency: "eur" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(sdk.paymentIntents.retrieve("pi_missing")).rejects.toMatchObject({ code: "resource_missing" });
  });
});
