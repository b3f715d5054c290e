// Card payment of invoices through Stripe Checkout against the fake Stripe (the official SDK on our
// side, the fake's hosted page paid as a browser's form would): the invoice is paid only by the
// signed webhook and only when Stripe's session matches the one we created; 3-D Secure and
// declines; refunds reflected on the invoice; events applied once, in any order; a forged, foreign,
// mismatching or future-stamped event changes nothing and is kept for support; 429/5xx retried.
import { randomUUID } from "node:crypto";
import { signatureHeader } from "@platform/stripe-fake";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  payOnHostedPage,
  pdfText,
  ShopifyFakeClient,
  StripeFakeClient,
  signIn,
  sql,
  stockedWarehouse,
  TEST_STRIPE,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import Stripe from "stripe";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { stripeHostOptions } from "../../lib/stripe";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const shopify = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const stripeUrl = inject("stripeFakeUrl");
const stripe = new StripeFakeClient(stripeUrl);
// Stripe as another party would use it: the same account, not through the platform.
const sdk = new Stripe(TEST_STRIPE.secretKey, { ...stripeHostOptions(stripeUrl), maxNetworkRetries: 0 });

const VISA = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const THREE_D_SECURE = "4000 0027 6000 3184";
// Stripe's test cards: disputed as fraudulent after it pays; a refund that fails after it was made.
const DISPUTED = "4000 0000 0000 0259";
const REFUND_FAILS = "4000 0000 0000 5126";

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let locationId: string;
let mugId: string;

const support = (locale?: "en" | "de") => trpcClient(url, { token: supportToken, locale });
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

const invoiceOf = (invoiceId: string) => asMerchant().invoices.get.query({ invoiceId });
const paidInvoice = (invoiceId: string) =>
  eventually(async () => {
    const current = await invoiceOf(invoiceId);
    return current.status === "paid" ? current : null;
  });

/** The fake's events about a Checkout Session (and its payment intent and charge). */
async function eventsOf(sessionId: string) {
  const session = await sdk.checkout.sessions.retrieve(sessionId);
  const ids = new Set([sessionId, session.payment_intent as string]);
  return (await stripe.events()).filter((event) => {
    const object = event.data.object as { id: string; payment_intent?: string };
    return ids.has(object.id) || (object.payment_intent !== undefined && ids.has(object.payment_intent));
  });
}

const sessionIdOf = (pageUrl: string) => new URL(pageUrl).pathname.split("/")[2] as string;

const postWebhook = (payload: string, signature?: string) =>
  fetch(`${url}/hooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });

/** A signed delivery of `event` as the fake would send it (optionally stamped at another time). */
const deliver = (event: object, timestamp?: number) => {
  const payload = JSON.stringify(event);
  return postWebhook(payload, signatureHeader(TEST_STRIPE.webhookSecret, payload, timestamp));
};

async function failedEvent(eventId: string) {
  const { items } = await support().invoices.failedCardEvents.query();
  return items.find((item) => item.eventId === eventId);
}

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
    onHand: 60,
  }));
});

afterEach(async () => {
  await stripe.hold(false);
});

describe("paying an invoice on Stripe's hosted page", () => {
  it("is paid by the signed webhook, once, and draws the order's stock once, however often events come", async () => {
    const before = await stock();
    const { orderId, invoice } = await openInvoice(2);
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: before.reserved + 2 });

    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(checkout).toMatchObject({ amount: invoice.total, currencyCode: invoice.currencyCode.toLowerCase() });
    expect(checkout.url).toMatch(new RegExp(`^${stripeUrl}/pay/cs_test_`));
    // Our record of the session: what its payment may pay.
    const [record] = await sql<Record<string, unknown>>(
      databaseUrl,
      `SELECT invoice_id, organisation_id, amount, currency_code FROM card_checkout WHERE id = $1`,
      [sessionIdOf(checkout.url)],
    );
    expect(record).toEqual({
      invoice_id: invoice.id,
      organisation_id: merchant.organisationId,
      amount: invoice.total,
      currency_code: invoice.currencyCode.toLowerCase(),
    });
    // Asking again while the session is open gives the same page, not a second session.
    expect((await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id })).url).toBe(checkout.url);

    const paid = await payOnHostedPage(checkout.url, VISA);
    expect(paid).toEqual({ redirectedTo: `${url}/a/invoices/${invoice.id}?card=processing`, alert: null });
    const after = await paidInvoice(invoice.id);
    expect(after).toMatchObject({ amountPaid: invoice.total, amountDue: 0 });
    expect(after.payments.map((payment) => [payment.method, payment.amount])).toEqual([["card", invoice.total]]);
    expect(await stock()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    expect((await asMerchant().locations.routingForOrder.query({ orderId })).stock).toBe("drawn");

    // Both events (session completed, intent succeeded) arrived and were accepted; each again,
    // twice at once, and Stripe's own redelivery: accepted, nothing changes.
    const events = await eventsOf(sessionIdOf(checkout.url));
    expect(events.map((event) => event.type).sort()).toEqual([
      "checkout.session.completed",
      "payment_intent.succeeded",
    ]);
    const deliveries = await eventually(async () => {
      const all = (await stripe.deliveries()).filter((d) => events.some((event) => event.id === d.eventId));
      return all.length === 2 ? all : null;
    });
    for (const delivery of deliveries) {
      expect(delivery.status).toBe(200);
      const replays = await Promise.all([
        postWebhook(delivery.payload, delivery.signature),
        postWebhook(delivery.payload, delivery.signature),
      ]);
      for (const replay of replays) expect(await replay.json()).toEqual({ received: true, applied: false });
      expect((await stripe.resend(delivery.eventId)).status).toBe(200);
    }
    expect(await stock()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    const again = await invoiceOf(invoice.id);
    expect(again).toMatchObject({ status: "paid", amountPaid: invoice.total });
    expect(again.payments).toHaveLength(1);

    // Paid is final: no second card payment.
    const twice = await apiError(asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id }));
    expect(twice.data.i18nKey).toBe("invoices:errors.notPayable");
  });

  it("shows a declined card on the page and leaves the invoice open; another card then pays it", async () => {
    const before = await stock();
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(await payOnHostedPage(checkout.url, DECLINED)).toEqual({
      redirectedTo: null,
      alert: "Your card was declined.",
    });
    // Stripe's payment_failed webhook arrives, is accepted, and changes nothing.
    const failed = await eventually(async () => {
      const events = await eventsOf(sessionIdOf(checkout.url));
      const event = events.find((candidate) => candidate.type === "payment_intent.payment_failed");
      return (await stripe.deliveries()).find((delivery) => delivery.eventId === event?.id);
    });
    expect(failed.status).toBe(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", amountPaid: 0, payments: [] });
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });

    // The same session, another card.
    expect((await payOnHostedPage(checkout.url, VISA)).redirectedTo).toContain("card=processing");
    await paidInvoice(invoice.id);
    expect(await stock()).toEqual({ onHand: before.onHand - 1, reserved: before.reserved });
  });

  it("asks for 3-D Secure: a failed authentication leaves the invoice open, a completed one pays it", async () => {
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    const refused = await payOnHostedPage(checkout.url, THREE_D_SECURE, "fail");
    expect(refused.redirectedTo).toBeNull();
    expect(refused.alert).toMatch(/unable to authenticate your payment method/);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", payments: [] });

    expect((await payOnHostedPage(checkout.url, THREE_D_SECURE, "complete")).redirectedTo).toContain("card=processing");
    const paid = await paidInvoice(invoice.id);
    expect(paid.payments.map((payment) => payment.amount)).toEqual([invoice.total]);
  });

  it("reflects refunds made at Stripe on the invoice, in its payments and history, once each", async () => {
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    await payOnHostedPage(checkout.url, VISA);
    await paidInvoice(invoice.id);
    const session = await sdk.checkout.sessions.retrieve(sessionIdOf(checkout.url));

    await sdk.refunds.create({ payment_intent: session.payment_intent as string, amount: 100 });
    const partly = await eventually(async () => {
      const current = await invoiceOf(invoice.id);
      return current.status === "partially_paid" ? current : null;
    });
    expect(partly).toMatchObject({ amountPaid: invoice.total - 100, amountDue: 100 });
    expect(partly.payments.map((payment) => payment.amount).sort((a, b) => a - b)).toEqual([-100, invoice.total]);
    const history = await asMerchant().audit.forSubject.query({ subjectType: "invoice", subjectId: invoice.id });
    expect(history.map((entry) => entry.action)).toContain("invoice.payment_refunded");

    // The refund's event again changes nothing; the rest refunded: open, nothing paid.
    const [refunded] = (await eventsOf(session.id)).filter((event) => event.type === "charge.refunded");
    expect((await stripe.resend(refunded?.id as string)).status).toBe(200);
    await sdk.refunds.create({ payment_intent: session.payment_intent as string });
    const open = await eventually(async () => {
      const current = await invoiceOf(invoice.id);
      return current.status === "open" ? current : null;
    });
    expect(open.amountPaid).toBe(0);
    expect(open.payments).toHaveLength(3);
  });

  it("applies events in any order: a refund's event before the payment's own is the payment and the refund", async () => {
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    await stripe.hold(true);
    await payOnHostedPage(checkout.url, VISA);
    // Paid at Stripe, not yet booked: no second session that would take the money twice.
    const again = await apiError(asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id }));
    expect(again.data.i18nKey).toBe("invoices:errors.cardProcessing");
    const session = await sdk.checkout.sessions.retrieve(sessionIdOf(checkout.url));
    await sdk.refunds.create({ payment_intent: session.payment_intent as string, amount: 150 });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", payments: [] });

    const events = await eventsOf(session.id);
    expect(events.map((event) => event.type)).toEqual([
      "payment_intent.succeeded",
      "checkout.session.completed",
      "charge.refunded",
    ]);
    for (const event of [...events].reverse()) expect((await stripe.resend(event.id)).status).toBe(200);
    const after = await invoiceOf(invoice.id);
    expect(after).toMatchObject({ status: "partially_paid", amountPaid: invoice.total - 150 });
    expect(after.payments.map((payment) => payment.amount).sort((a, b) => a - b)).toEqual([-150, invoice.total]);
  });
});

describe("one amount due: nothing booked beyond it (issue 32)", () => {
  it("the race: a bank payment while the card page is paid ends paid once, the rest refunded at Stripe once", async () => {
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    const sessionId = sessionIdOf(checkout.url);
    // The merchant pays the page for the whole amount; Stripe's events are still on their way…
    await stripe.hold(true);
    await payOnHostedPage(checkout.url, VISA);
    // …when support records a bank payment of 0.01.
    await support().invoices.recordPayment.mutate({ invoiceId: invoice.id, kind: "partial", amount: "0.01" });
    await stripe.hold(false);
    const events = await eventsOf(sessionId);
    for (const event of events) expect((await stripe.resend(event.id)).status).toBe(200);

    const paid = await paidInvoice(invoice.id);
    expect(paid).toMatchObject({ amountPaid: invoice.total, amountDue: 0 });
    expect(paid.payments.map((payment) => [payment.method, payment.amount])).toEqual([
      ["bank", 1],
      ["card", invoice.total - 1],
    ]);
    // The cent beyond the amount due went back to the card, through Stripe, once.
    const session = await sdk.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    const chargeOf = () => sdk.charges.retrieve(intent.latest_charge as string);
    expect((await chargeOf()).amount_refunded).toBe(1);
    const shown = await eventually(async () => {
      const current = await invoiceOf(invoice.id);
      return current.overpayments[0]?.status === "refunded" ? current : null;
    });
    expect(shown.overpayments.map((o) => [o.amount, o.status])).toEqual([[1, "refunded"]]);
    expect((await support().invoices.get.query({ invoiceId: invoice.id })).overpayments).toHaveLength(1);

    // Stripe's refund event and every event again: the invoice stays paid once, no second refund.
    const refunded = await eventually(async () => {
      const all = await eventsOf(sessionId);
      return all.some((event) => event.type === "charge.refunded") ? all : null;
    });
    for (const event of refunded) expect((await stripe.resend(event.id)).status).toBe(200);
    const after = await invoiceOf(invoice.id);
    expect(after).toMatchObject({ status: "paid", amountPaid: invoice.total, amountDue: 0 });
    expect(after.payments).toHaveLength(2);
    expect((await chargeOf()).amount_refunded).toBe(1);
  });

  it("expires a session at Stripe when the amount due changes or a new session opens", async () => {
    const { invoice } = await openInvoice(2);
    const first = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(first.url))).status).toBe("open");
    await support().invoices.recordPayment.mutate({ invoiceId: invoice.id, kind: "partial", amount: "1.00" });
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(first.url))).status).toBe("expired");
    expect((await fetch(first.url)).status).toBe(410);

    const second = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(second).toMatchObject({ amount: invoice.total - 100 });
    expect(second.url).not.toBe(first.url);
    // A session opened by hand for another amount (a second browser tab) is expired by the next one.
    await sql(databaseUrl, `UPDATE card_checkout SET amount = amount + 1 WHERE id = $1`, [sessionIdOf(second.url)]);
    const third = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(third.url).not.toBe(second.url);
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(second.url))).status).toBe("expired");
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(third.url))).status).toBe("open");

    await payOnHostedPage(third.url, VISA);
    const paid = await paidInvoice(invoice.id);
    expect(paid.payments.map((payment) => payment.amount)).toEqual([100, invoice.total - 100]);
    expect(paid.overpayments).toEqual([]);
  });
});

describe("credit notes reduce the amount due of the invoice they correct (issue 32)", () => {
  it("in the list, the detail, the PDF and the card checkout; the card then pays what is left, once", async () => {
    const { orderId, invoice } = await openInvoice(3);
    const early = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(early.amount).toBe(invoice.total);
    // Three claims credited at 7.50 each, as CN-19, CN-20 and CN-21 corrected INV-2026-000017.
    for (let i = 0; i < 3; i++) {
      const photo = await uploadFile(url, merchant.token, await testPng(`cn${i}.png`, 16));
      const claim = await asMerchant().claims.create.mutate({
        orderId,
        type: "refund",
        description: `Broken ${i}`,
        files: [{ id: photo.id }],
      });
      await support().claims.decide.mutate({ claimId: claim.id, status: "credit", amount: "7,50" });
    }
    const due = invoice.total - 2250;
    // The session for the old amount was expired at Stripe when the first credit note was issued.
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(early.url))).status).toBe("expired");
    const detail = await invoiceOf(invoice.id);
    expect(detail).toMatchObject({ status: "open", total: invoice.total, credited: 2250, amountDue: due });
    const listed = (await asMerchant().invoices.list.query({ status: "open" })).items.find((i) => i.id === invoice.id);
    expect(listed).toMatchObject({ credited: 2250, amountDue: due });
    const pdf = await fetch(`${url}/store/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Credit notes");
    expect(text).toMatch(/Amount due/);
    // Support cannot record more than is due either.
    const tooMuch = await apiError(
      support().invoices.recordPayment.mutate({
        invoiceId: invoice.id,
        kind: "partial",
        amount: ((due + 1) / 100).toFixed(2),
      }),
    );
    expect(tooMuch.data.fieldErrors?.amount).toEqual(["invoices:errors.amountTooHigh"]);

    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    expect(checkout.amount).toBe(due);
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(checkout.url))).amount_total).toBe(due);
    await payOnHostedPage(checkout.url, VISA);
    const paid = await paidInvoice(invoice.id);
    expect(paid).toMatchObject({ amountPaid: due, amountDue: 0, overpayments: [] });
  });
});

describe("disputes and failed refunds (issue 32)", () => {
  /** An invoice paid with `card` on the hosted page, and its payment intent. */
  async function paidWith(card: string) {
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    await payOnHostedPage(checkout.url, card);
    await paidInvoice(invoice.id);
    const session = await sdk.checkout.sessions.retrieve(sessionIdOf(checkout.url));
    return { invoice, intentId: session.payment_intent as string, sessionId: session.id };
  }
  const disputeOf = (invoiceId: string, status: string) =>
    eventually(async () => {
      const current = await support().invoices.get.query({ invoiceId });
      return current.disputes[0]?.status === status ? current : null;
    });

  it("a dispute marks the invoice disputed with amount, reason and deadline; lost, the amount is due again", async () => {
    const { invoice } = await paidWith(DISPUTED);
    const disputed = await disputeOf(invoice.id, "needs_response");
    expect(disputed.status).toBe("paid");
    expect(disputed.disputes).toHaveLength(1);
    expect(disputed.disputes[0]).toMatchObject({ amount: invoice.total, reason: "fraudulent" });
    expect(new Date(disputed.disputes[0]?.evidenceDueBy as unknown as string).getTime()).toBeGreaterThan(Date.now());
    // Support sees it among the open disputes.
    const open = await support().invoices.cardDisputes.query();
    expect(open.items.find((item) => item.invoiceId === invoice.id)).toMatchObject({
      status: "needs_response",
      invoiceNumber: invoice.number,
    });
    // The merchant sees it on its invoice too, but not support's list.
    expect((await invoiceOf(invoice.id)).disputes[0]?.status).toBe("needs_response");
    expect((await apiError(asMerchant().invoices.cardDisputes.query())).data.code).toBe("FORBIDDEN");

    // Stripe's test evidence "losing_evidence" closes it as lost.
    await sdk.disputes.update(disputed.disputes[0]?.id as string, {
      evidence: { uncategorized_text: "losing_evidence" },
    });
    const lost = await disputeOf(invoice.id, "lost");
    expect(lost).toMatchObject({ status: "open", amountPaid: 0, amountDue: invoice.total });
    const history = await support().audit.forSubject.query({ subjectType: "invoice", subjectId: invoice.id });
    expect(history.map((entry) => entry.action)).toContain("invoice.dispute_lost");
    // Every event again: lost once.
    const events = (await stripe.events()).filter(
      (event) => (event.data.object as { id: string }).id === lost.disputes[0]?.id,
    );
    expect(events.map((event) => event.type)).toEqual([
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
      "charge.dispute.updated",
      "charge.dispute.closed",
    ]);
    for (const event of events) expect((await stripe.resend(event.id)).status).toBe(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", amountPaid: 0, amountDue: invoice.total });
  });

  it("a dispute won leaves the invoice paid", async () => {
    const { invoice } = await paidWith(DISPUTED);
    const disputed = await disputeOf(invoice.id, "needs_response");
    await sdk.disputes.update(disputed.disputes[0]?.id as string, {
      evidence: { uncategorized_text: "winning_evidence" },
    });
    const won = await disputeOf(invoice.id, "won");
    expect(won).toMatchObject({ status: "paid", amountPaid: invoice.total, amountDue: 0 });
  });

  it("a refund that fails after it was made is reversed on the invoice", async () => {
    const { invoice, intentId } = await paidWith(REFUND_FAILS);
    await sdk.refunds.create({ payment_intent: intentId, amount: 100 });
    const reversed = await eventually(async () => {
      const current = await invoiceOf(invoice.id);
      return current.payments.length === 3 ? current : null;
    });
    expect(reversed.payments.map((payment) => payment.amount)).toEqual([invoice.total, -100, 100]);
    expect(reversed).toMatchObject({ status: "paid", amountPaid: invoice.total, amountDue: 0 });
    const history = await asMerchant().audit.forSubject.query({ subjectType: "invoice", subjectId: invoice.id });
    expect(history.map((entry) => entry.action)).toContain("invoice.refund_failed");
  });
});

describe("a refund re-opens what the invoice paid for (issue 36)", () => {
  it("a packaging order paid by card says invoiced again when a refund at Stripe leaves the invoice partially paid", async () => {
    const supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
    const supplier = () => trpcClient(url, { token: supplierToken });
    const hall = await support().locations.create.mutate({
      name: `Box hall ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: merchant.organisationId,
    });
    const packaging = await support().packaging.create.mutate({
      name: `Refund box ${randomUUID().slice(0, 6)}`,
      type: "box",
      size: "M",
      price: 120,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 100,
      weightG: 140,
      moq: 50,
      productionMinDays: 10,
      productionMaxDays: 14,
      customSize: false,
    });
    const order = await asMerchant().packaging.buy.mutate({
      packagingId: packaging.id,
      locationId: hall.id,
      quantity: 50,
    });
    await support().packaging.assignProducer.mutate({
      packagingOrderId: order.id,
      producerOrganisationId: (await supplier().organisation.get.query()).id,
    });
    await supplier().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "on_the_way" });
    const run = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
    const invoiceId = run.created[0]?.id as string;
    expect((await invoiceOf(invoiceId)).lines.map((line) => line.sourceId)).toContain(order.id);

    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId });
    await payOnHostedPage(checkout.url, VISA);
    await paidInvoice(invoiceId);
    const paymentStatus = async () =>
      (await asMerchant().packaging.order.query({ packagingOrderId: order.id })).paymentStatus;
    expect(await paymentStatus()).toBe("paid");

    const session = await sdk.checkout.sessions.retrieve(sessionIdOf(checkout.url));
    await sdk.refunds.create({ payment_intent: session.payment_intent as string, amount: 100 });
    const reopened = await eventually(async () => {
      const current = await invoiceOf(invoiceId);
      return current.status === "partially_paid" ? current : null;
    });
    expect(reopened.amountDue).toBe(100);
    expect(await paymentStatus()).toBe("invoiced");
  });
});

describe("refunds from the invoice (issue 32)", () => {
  it("support refunds part of a card payment: credit note and Stripe refund once, under 20 parallel clicks", async () => {
    const { invoice } = await openInvoice(2);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    await payOnHostedPage(checkout.url, VISA);
    await paidInvoice(invoice.id);
    const session = await sdk.checkout.sessions.retrieve(sessionIdOf(checkout.url), { expand: ["payment_intent"] });
    const chargeId = (session.payment_intent as Stripe.PaymentIntent).latest_charge as string;

    const requestId = randomUUID();
    const clicks = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        support().invoices.refundCard.mutate({ invoiceId: invoice.id, requestId, kind: "partial", amount: "5,00" }),
      ),
    );
    expect(clicks.every((click) => click.status === "fulfilled")).toBe(true);
    // Stripe got exactly one refund of 5.00.
    const charge = await sdk.charges.retrieve(chargeId, { expand: ["refunds"] });
    expect(charge.amount_refunded).toBe(500);
    expect(charge.refunds?.data).toHaveLength(1);
    // One credit note correcting the invoice; the invoice stays paid (it is owed 5.00 less and got 5.00 back).
    const notes = (await support().invoices.list.query({ type: "credit" })).items.filter(
      (note) => note.correctsNumber === invoice.number,
    );
    expect(notes.map((note) => note.total)).toEqual([500]);
    const after = await invoiceOf(invoice.id);
    expect(after).toMatchObject({ status: "paid", credited: 500, amountPaid: invoice.total - 500, amountDue: 0 });
    // Stripe's charge.refunded arrives and books nothing more.
    await eventually(async () => {
      const delivered = (await stripe.deliveries()).filter((delivery) => delivery.type === "charge.refunded");
      const events = await eventsOf(session.id);
      return delivered.some((d) => events.some((event) => event.id === d.eventId && d.status === 200)) ? true : null;
    });
    expect((await invoiceOf(invoice.id)).payments).toHaveLength(2);

    // The rest, in full: another request; then nothing is left to refund.
    await support().invoices.refundCard.mutate({ invoiceId: invoice.id, requestId: randomUUID(), kind: "full" });
    expect((await sdk.charges.retrieve(chargeId)).amount_refunded).toBe(invoice.total);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", credited: invoice.total, amountPaid: 0 });
    const none = await apiError(
      support("de").invoices.refundCard.mutate({ invoiceId: invoice.id, requestId: randomUUID(), kind: "full" }),
    );
    expect(none.data.i18nKey).toBe("invoices:errors.nothingToRefund");
    expect(none.message).toBe("Auf dieser Rechnung ist keine Kartenzahlung mehr zu erstatten.");
    // A merchant cannot refund.
    const merchantTry = await apiError(
      asMerchant().invoices.refundCard.mutate({ invoiceId: invoice.id, requestId: randomUUID(), kind: "full" }),
    );
    expect(merchantTry.data.code).toBe("FORBIDDEN");
  });
});

describe("payments trusted only as far as our own session (issue 25)", () => {
  it("books nothing from a signed event naming another organisation with this invoice, and keeps it for support", async () => {
    const { invoice } = await openInvoice(1);
    const other = await activeMerchant(url, supportToken, "Card Intruder");
    const event = {
      id: `evt_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `pi_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
          object: "payment_intent",
          amount: invoice.total,
          amount_received: invoice.total,
          currency: invoice.currencyCode.toLowerCase(),
          status: "succeeded",
          metadata: { invoice_id: invoice.id, organisation_id: other.organisationId },
        },
      },
    };
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, applied: false });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", amountPaid: 0, payments: [] });
    expect(await failedEvent(event.id)).toMatchObject({ type: "payment_intent.succeeded", reason: "unknown_object" });
  });

  it("books nothing from a real payment on a session the platform did not create (another organisation, USD for a EUR invoice)", async () => {
    const { invoice } = await openInvoice(1);
    const other = await activeMerchant(url, supportToken, "Card Other Org");
    const foreign = async (currency: string, organisationId: string) => {
      const metadata = { invoice_id: invoice.id, organisation_id: organisationId };
      const session = await sdk.checkout.sessions.create({
        mode: "payment",
        line_items: [
          { quantity: 1, price_data: { currency, unit_amount: invoice.total, product_data: { name: "x" } } },
        ],
        success_url: "https://example.com/ok",
        client_reference_id: invoice.id,
        metadata,
        payment_intent_data: { metadata },
      });
      await payOnHostedPage(session.url as string, VISA);
      const events = await eventually(async () => {
        const found = await eventsOf(session.id);
        const delivered = (await stripe.deliveries()).filter((d) => found.some((event) => event.id === d.eventId));
        return delivered.length === 2 ? found : null;
      });
      for (const event of events) {
        expect(await failedEvent(event.id)).toMatchObject({ reason: "unknown_session", invoiceNumber: invoice.number });
      }
    };
    await foreign("eur", other.organisationId);
    await foreign("usd", merchant.organisationId);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", amountPaid: 0, payments: [] });
  });

  it("refuses a signature stamped beyond Stripe's 300 s tolerance, in the future as in the past", async () => {
    const { invoice } = await openInvoice(1);
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    await stripe.hold(true);
    await payOnHostedPage(checkout.url, VISA);
    const [event] = await eventsOf(sessionIdOf(checkout.url));
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(event as object, now + 600)).status).toBe(400);
    expect((await deliver(event as object, now - 600)).status).toBe(400);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", payments: [] });
    // Within the tolerance (a clock a minute ahead): accepted.
    expect((await deliver(event as object, now + 60)).status).toBe(200);
    await paidInvoice(invoice.id);
  });

  it("answers a signed event without Stripe's event shape 400 (never 500) and keeps it for support", async () => {
    const id = `evt_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
    const dataLess = await deliver({ id, type: "checkout.session.completed" });
    expect(dataLess.status).toBe(400);
    expect(await failedEvent(id)).toMatchObject({ type: "checkout.session.completed", reason: "malformed_event" });
    // Again: still a 400, kept once.
    expect((await deliver({ id, type: "checkout.session.completed" })).status).toBe(400);
    for (const odd of [
      { id: `${id}x`, type: "charge.refunded", data: { object: null } },
      { id: `${id}y`, type: "payment_intent.succeeded", data: { object: { id: 42 } } },
      { id: 7, type: ["x"] },
      null,
      "evt",
      [],
    ]) {
      expect((await deliver(odd as object)).status).toBe(400);
    }
    expect(await failedEvent(`${id}x`)).toMatchObject({ reason: "malformed_event" });
  });

  it("refuses a webhook with a bad or missing signature (400) and changes nothing", async () => {
    const { invoice } = await openInvoice(1);
    const payload = JSON.stringify({
      id: `evt_forged_${randomUUID().slice(0, 8)}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_forged", object: "checkout.session", metadata: { invoice_id: invoice.id } } },
    });
    expect((await postWebhook(payload, signatureHeader("whsec_not_the_secret", payload))).status).toBe(400);
    expect((await postWebhook(payload)).status).toBe(400);
    const signedOther = await postWebhook(
      payload.replace("forged", "forgee"),
      signatureHeader(TEST_STRIPE.webhookSecret, payload),
    );
    expect(signedOther.status).toBe(400);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", amountPaid: 0, payments: [] });
  });
});

describe("Stripe answering 429 or 5xx", () => {
  it("retries through the one retry layer and the payment still goes through", async () => {
    const { invoice } = await openInvoice(1);
    await stripe.failNext({ status: 429, count: 2, retryAfter: 1 });
    const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId: invoice.id });
    await stripe.failNext({ status: 503, count: 2 });
    // The webhook's retrieves meet the 503s and are retried too.
    await payOnHostedPage(checkout.url, VISA);
    await paidInvoice(invoice.id);
  });

  it("gives up after three retries with a translated error and stores no session", async () => {
    const { invoice } = await openInvoice(1);
    await stripe.failNext({ status: 500, count: 4 });
    const failure = await apiError(asMerchant("de").invoices.payByCard.mutate({ invoiceId: invoice.id }));
    expect(failure.data.i18nKey).toBe("invoices:errors.cardPaymentFailed");
    const stored = await sql(databaseUrl, `SELECT 1 FROM card_checkout WHERE invoice_id = $1`, [invoice.id]);
    expect(stored).toHaveLength(0);
  });
});

describe("who may pay by card", () => {
  it("only the invoice's own organisation starts its card payment; support sees failed events, merchants do not", async () => {
    const { invoice } = await openInvoice(1);
    const other = await activeMerchant(url, supportToken, "Card Other");
    const asOther = trpcClient(url, { token: other.token });
    expect((await apiError(asOther.invoices.payByCard.mutate({ invoiceId: invoice.id }))).data.code).toBe("NOT_FOUND");
    expect((await apiError(support().invoices.payByCard.mutate({ invoiceId: invoice.id }))).data.code).toBe(
      "FORBIDDEN",
    );
    expect((await apiError(asMerchant().invoices.failedCardEvents.query())).data.code).toBe("FORBIDDEN");
    expect((await invoiceOf(invoice.id)).status).toBe("open");
  });

  it("the disabled demo login may pay its open invoice by card (the Invoices area is theirs)", async () => {
    const token = await signIn(url, "disabled@demo.local", DEMO_PASSWORD);
    const disabled = trpcClient(url, { token });
    const open = (await disabled.invoices.list.query({ status: "open" })).items[0];
    expect(open).toBeDefined();
    const checkout = await disabled.invoices.payByCard.mutate({ invoiceId: open?.id as string });
    expect(checkout).toMatchObject({ amount: open?.amountDue });
    expect(checkout.url).toMatch(/\/pay\/cs_test_[A-Za-z0-9]+$/);
  });
});
