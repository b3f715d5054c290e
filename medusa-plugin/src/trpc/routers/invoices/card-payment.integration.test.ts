// Card payment of invoices against the fake Stripe (the official SDK on both ends): the invoice
// is paid by the signed payment_intent.succeeded webhook and the order's stock is drawn once even
// when the webhook comes twice; a forged webhook is 400 and changes nothing; a declined card is an
// error and leaves the invoice unpaid; nobody pays or confirms another organisation's invoice.
import { randomUUID } from "node:crypto";
import { signatureHeader } from "@platform/stripe-fake";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  StripeFakeClient,
  signIn,
  sql,
  stockedWarehouse,
  TEST_STRIPE,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const shopify = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const stripe = new StripeFakeClient(inject("stripeFakeUrl"));

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let locationId: string;
let mugId: string;

const support = () => trpcClient(url, { token: supportToken });
const asMerchant = (locale?: "en" | "de") => trpcClient(url, { token: merchant.token, locale });

async function shippedOrder(quantity: number): Promise<string> {
  const { order } = await shopify.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity, price: "12.90" }] });
  const stored = await eventually(async () => {
    const [row] = await sql<{ order_id: string }>(
      databaseUrl,
      `SELECT e.order_id FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = $2`,
      [domain, String(order.id)],
    );
    return row ?? null;
  });
  await asMerchant().orders.ship.mutate({
    orderId: stored.order_id,
    trackingNumbers: [`TRK-${randomUUID().slice(0, 8)}`],
  });
  return stored.order_id;
}

/** A shipped order of `quantity` mugs and its open invoice. */
async function openInvoice(quantity = 1) {
  const orderId = await shippedOrder(quantity);
  const run = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
  expect(run.created).toHaveLength(1);
  const invoice = await asMerchant().invoices.get.query({ invoiceId: run.created[0]?.id as string });
  expect(invoice.status).toBe("open");
  return { orderId, invoice };
}

async function stock() {
  const [row] = await sql<{ on_hand: number; reserved: number }>(
    databaseUrl,
    `SELECT on_hand, reserved FROM location_stock WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
    [merchant.organisationId, locationId, mugId],
  );
  return { onHand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0 };
}

/** Our webhook's answers to the fake's deliveries of this payment intent's events. */
async function deliveriesOf(paymentIntentId: string, type: string) {
  return (await stripe.deliveries()).filter(
    (delivery) => delivery.type === type && delivery.payload.includes(paymentIntentId),
  );
}

const postWebhook = (payload: string, signature?: string) =>
  fetch(`${url}/hooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Card Merchant");
  domain = uniqueShopDomain("cards");
  const install = await installApp(url, shopify, domain);
  await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
  const [variant] = await sql<{ id: string }>(
    databaseUrl,
    `SELECT id FROM product_variant WHERE sku = 'MUG-WHT' AND deleted_at IS NULL`,
  );
  mugId = variant?.id as string;
  ({ locationId } = await stockedWarehouse(url, supportToken, merchant, {
    name: `Card warehouse ${randomUUID().slice(0, 6)}`,
    variantId: mugId,
    onHand: 40,
  }));
});

describe("paying an invoice by card", () => {
  it("is paid by the signed webhook and draws the order's stock once, even when the webhook comes twice", async () => {
    const before = await stock();
    const { orderId, invoice } = await openInvoice(2);
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: before.reserved + 2 });

    const intent = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(intent).toMatchObject({ amount: invoice.total, currencyCode: invoice.currencyCode });
    const confirmed = await asMerchant().invoices.confirmCardPayment.mutate({
      invoiceId: invoice.id,
      paymentIntentId: intent.paymentIntentId,
      paymentMethod: "pm_card_visa",
    });
    expect(confirmed.status).toBe("succeeded");

    const paid = await eventually(async () => {
      const current = await asMerchant().invoices.get.query({ invoiceId: invoice.id });
      return current.status === "paid" ? current : null;
    });
    expect(paid).toMatchObject({ amountPaid: invoice.total, amountDue: 0 });
    expect(paid.payments.map((payment) => [payment.method, payment.amount])).toEqual([["card", invoice.total]]);
    expect(await stock()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    expect((await asMerchant().locations.routingForOrder.query({ orderId })).stock).toBe("drawn");

    // The very same signed delivery again, twice at once, and Stripe's own redelivery: accepted, nothing changes.
    const [delivery] = await deliveriesOf(intent.paymentIntentId, "payment_intent.succeeded");
    expect(delivery?.status).toBe(200);
    const replays = await Promise.all([
      postWebhook(delivery?.payload as string, delivery?.signature),
      postWebhook(delivery?.payload as string, delivery?.signature),
    ]);
    for (const replay of replays) expect(await replay.json()).toEqual({ received: true, applied: false });
    const event = (await stripe.events()).find((candidate) => candidate.data.object.id === intent.paymentIntentId);
    expect((await stripe.resend(event?.id as string)).status).toBe(200);

    expect(await stock()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    const again = await asMerchant().invoices.get.query({ invoiceId: invoice.id });
    expect(again).toMatchObject({ status: "paid", amountPaid: invoice.total });
    expect(again.payments).toHaveLength(1);

    // Paid is final: no second card payment.
    const twice = await apiError(asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id }));
    expect(twice.data.i18nKey).toBe("invoices:errors.notPayable");
  });

  it("refuses a webhook with a bad or missing signature (400) and changes nothing", async () => {
    const before = await stock();
    const { invoice } = await openInvoice(1);
    const intent = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    const payload = JSON.stringify({
      id: `evt_forged_${randomUUID().slice(0, 8)}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: intent.paymentIntentId,
          object: "payment_intent",
          amount: invoice.total,
          amount_received: invoice.total,
          status: "succeeded",
          metadata: { invoice_id: invoice.id, organisation_id: merchant.organisationId },
        },
      },
    });
    const wrongSecret = await postWebhook(payload, signatureHeader("whsec_not_the_secret", payload));
    expect(wrongSecret.status).toBe(400);
    expect((await postWebhook(payload)).status).toBe(400);
    // Signed with the right secret, but for another body.
    const signedOther = await postWebhook(
      payload.replace(`"amount_received":${invoice.total}`, `"amount_received":${invoice.total + 1}`),
      signatureHeader(TEST_STRIPE.webhookSecret, payload),
    );
    expect(signedOther.status).toBe(400);

    const after = await asMerchant().invoices.get.query({ invoiceId: invoice.id });
    expect(after).toMatchObject({ status: "open", amountPaid: 0, payments: [] });
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
  });

  it("shows a declined card as an error, in the caller's language, and leaves the invoice open", async () => {
    const before = await stock();
    const { invoice } = await openInvoice(1);
    const intent = await asMerchant("de").invoices.payByCard.mutate({ invoiceId: invoice.id });
    const declined = await apiError(
      asMerchant("de").invoices.confirmCardPayment.mutate({
        invoiceId: invoice.id,
        paymentIntentId: intent.paymentIntentId,
        paymentMethod: "pm_card_chargeDeclined",
      }),
    );
    expect(declined.data.i18nKey).toBe("invoices:errors.cardDeclined");
    expect(declined.message).toMatch(/^Ihre Karte wurde abgelehnt\./);

    // Stripe's payment_failed webhook arrives, is accepted, and changes nothing.
    const [failed] = await eventually(async () => {
      const found = await deliveriesOf(intent.paymentIntentId, "payment_intent.payment_failed");
      return found.length ? found : null;
    });
    expect(failed?.status).toBe(200);
    const after = await asMerchant().invoices.get.query({ invoiceId: invoice.id });
    expect(after).toMatchObject({ status: "open", amountPaid: 0, payments: [] });
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });

    // Another card on the same payment intent pays it.
    await asMerchant().invoices.confirmCardPayment.mutate({
      invoiceId: invoice.id,
      paymentIntentId: intent.paymentIntentId,
      paymentMethod: "pm_card_visa",
    });
    await eventually(async () => (await asMerchant().invoices.get.query({ invoiceId: invoice.id })).status === "paid");
    expect(await stock()).toEqual({ onHand: before.onHand - 1, reserved: before.reserved });
  });
});

describe("who may pay by card", () => {
  it("only the invoice's own organisation starts or confirms its card payment", async () => {
    const { invoice } = await openInvoice(1);
    const intent = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    const other = await activeMerchant(url, supportToken, "Card Other");
    const asOther = trpcClient(url, { token: other.token });
    expect((await apiError(asOther.invoices.payByCard.mutate({ invoiceId: invoice.id }))).data.code).toBe("NOT_FOUND");
    const foreign = await apiError(
      asOther.invoices.confirmCardPayment.mutate({
        invoiceId: invoice.id,
        paymentIntentId: intent.paymentIntentId,
        paymentMethod: "pm_card_visa",
      }),
    );
    expect(foreign.data.code).toBe("NOT_FOUND");
    expect((await apiError(support().invoices.payByCard.mutate({ invoiceId: invoice.id }))).data.code).toBe(
      "FORBIDDEN",
    );
    const bad = await apiError(
      asMerchant().invoices.confirmCardPayment.mutate({
        invoiceId: invoice.id,
        paymentIntentId: intent.paymentIntentId,
        paymentMethod: "pm_card_whatever" as "pm_card_visa",
      }),
    );
    expect(bad.data.fieldErrors?.paymentMethod).toEqual(["invoices:errors.cardRequired"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await asMerchant().invoices.get.query({ invoiceId: invoice.id })).status).toBe("open");
  });

  it("the disabled demo login may pay its open invoice by card (the Invoices area is theirs)", async () => {
    const token = await signIn(url, "disabled@demo.local", DEMO_PASSWORD);
    const disabled = trpcClient(url, { token });
    const open = (await disabled.invoices.list.query({ status: "open" })).items[0];
    expect(open).toBeDefined();
    const intent = await disabled.invoices.payByCard.mutate({ invoiceId: open?.id as string });
    expect(intent).toMatchObject({ amount: open?.amountDue });
    expect(intent.paymentIntentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
  });
});
