// Reconciliation with Stripe (issue 32): each kind of drift made for real in the fake Stripe — a
// webhook that never came (the fake's /_fake/silence), a refund and a dispute the invoice never
// heard of, a booked payment without money at Stripe, an amount changed — is found by a round,
// listed for support, and fixed: "apply" books it as the webhook would (once, however often
// clicked), "dismiss" is audited. The demo's card payment is no drift.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  payOnHostedPage,
  ShopifyFakeClient,
  StripeFakeClient,
  signIn,
  sql,
  stockedWarehouse,
  TEST_STRIPE,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import Stripe from "stripe";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { stripeHostOptions } from "../../lib/stripe";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const shopify = new ShopifyFakeClient(inject("shopifyFakeUrl"));
const stripeUrl = inject("stripeFakeUrl");
const stripe = new StripeFakeClient(stripeUrl);
const sdk = new Stripe(TEST_STRIPE.secretKey, { ...stripeHostOptions(stripeUrl), maxNetworkRetries: 0 });

const VISA = "4242 4242 4242 4242";
const DISPUTED = "4000 0000 0000 0259";

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;

const support = () => trpcClient(url, { token: supportToken });
const asMerchant = () => trpcClient(url, { token: merchant.token });
const sessionIdOf = (pageUrl: string) => new URL(pageUrl).pathname.split("/")[2] as string;

async function openInvoice() {
  const { order } = await shopify.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
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
  const run = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
  return await asMerchant().invoices.get.query({ invoiceId: run.created[0]?.id as string });
}

/** Pays the invoice on Stripe's page; `lost`: Stripe's webhooks about it never reach us. */
async function payByCard(invoiceId: string, card = VISA, lost = false) {
  const checkout = await asMerchant().invoices.payByCard.mutate({ invoiceId });
  const sessionId = sessionIdOf(checkout.url);
  if (lost) await stripe.silence(sessionId);
  await payOnHostedPage(checkout.url, card);
  const session = await sdk.checkout.sessions.retrieve(sessionId);
  return { sessionId, intentId: session.payment_intent as string };
}

const paid = (invoiceId: string) =>
  eventually(async () => {
    const invoice = await asMerchant().invoices.get.query({ invoiceId });
    return invoice.status === "paid" ? invoice : null;
  });

async function driftsAfterRound() {
  await support().invoices.reconcileStripe.mutate();
  return (await support().invoices.stripeDrifts.query()).items;
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Reconciled Merchant");
  domain = uniqueShopDomain("recon");
  const install = await installApp(url, shopify, domain);
  await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
  const [variant] = await sql<{ id: string }>(
    databaseUrl,
    `SELECT id FROM product_variant WHERE sku = 'MUG-WHT' AND deleted_at IS NULL`,
  );
  await stockedWarehouse(url, supportToken, merchant, {
    name: `Recon warehouse ${randomUUID().slice(0, 6)}`,
    variantId: variant?.id as string,
    onHand: 40,
  });
  // A first round: the window of the rounds below starts here.
  await support().invoices.reconcileStripe.mutate();
});

describe("reconciliation with Stripe", () => {
  it("finds money at Stripe whose webhook never came; apply books it once under parallel clicks", async () => {
    const invoice = await openInvoice();
    const { sessionId } = await payByCard(invoice.id, VISA, true);
    expect((await asMerchant().invoices.get.query({ invoiceId: invoice.id })).status).toBe("open");

    const drift = (await driftsAfterRound()).find((item) => item.objectId === sessionId);
    expect(drift).toMatchObject({
      kind: "payment_missing",
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      stripeAmount: invoice.total,
      bookedAmount: 0,
      applicable: true,
    });
    const clicks = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        support().invoices.resolveStripeDrift.mutate({ driftId: drift?.driftId as string, action: "apply" }),
      ),
    );
    expect(clicks.filter((click) => click.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    const after = await paid(invoice.id);
    expect(after.payments).toHaveLength(1);
    expect(after.amountPaid).toBe(invoice.total);
    // Settled: the next round finds it in order, and the list no longer has it.
    expect((await driftsAfterRound()).some((item) => item.objectId === sessionId)).toBe(false);
  });

  it("finds a refund and a dispute at Stripe the invoice never heard of, and applies them", async () => {
    const refunded = await openInvoice();
    const { intentId } = await payByCard(refunded.id);
    await paid(refunded.id);
    await stripe.silence(intentId);
    const refund = await sdk.refunds.create({ payment_intent: intentId, amount: 300 });
    const charge = refund.charge as string;

    const disputedInvoice = await openInvoice();
    const disputed = await payByCard(disputedInvoice.id, DISPUTED, true);
    const [dispute] = (await sdk.disputes.list({ payment_intent: disputed.intentId })).data;

    const drifts = await driftsAfterRound();
    expect(drifts.find((item) => item.objectId === charge)).toMatchObject({
      kind: "refund_differs",
      invoiceId: refunded.id,
      stripeAmount: 300,
      bookedAmount: 0,
    });
    expect(drifts.find((item) => item.objectId === disputed.sessionId)).toMatchObject({ kind: "payment_missing" });
    expect(drifts.find((item) => item.objectId === dispute?.id)).toMatchObject({
      kind: "dispute_missing",
      invoiceId: disputedInvoice.id,
      stripeAmount: disputedInvoice.total,
    });

    for (const objectId of [charge, disputed.sessionId, dispute?.id]) {
      const drift = drifts.find((item) => item.objectId === objectId);
      await support().invoices.resolveStripeDrift.mutate({ driftId: drift?.driftId as string, action: "apply" });
    }
    const afterRefund = await asMerchant().invoices.get.query({ invoiceId: refunded.id });
    expect(afterRefund.amountPaid).toBe(refunded.total - 300);
    const afterDispute = await asMerchant().invoices.get.query({ invoiceId: disputedInvoice.id });
    expect(afterDispute.status).toBe("paid");
    expect(afterDispute.disputes).toEqual([
      expect.objectContaining({ status: "needs_response", reason: "fraudulent" }),
    ]);
    // Support is told of the dispute (once), with the invoice, the amount and the deadline.
    const told = (await support().notifications.list.query({ pageSize: 50 })).items.filter(
      (item) => item.kind === "card_disputed" && item.subjectId === disputedInvoice.id,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ number: disputedInvoice.number, total: disputedInvoice.total });
    const merchantNotices = (await asMerchant().notifications.list.query({})).items;
    expect(merchantNotices.some((item) => item.kind === "card_disputed")).toBe(false);
    const left = await driftsAfterRound();
    expect(left.filter((item) => [charge, disputed.sessionId, dispute?.id].includes(item.objectId))).toEqual([]);
  });

  it("finds a booked card payment without money at Stripe and amounts that differ; dismiss is audited", async () => {
    const changed = await openInvoice();
    const { intentId } = await payByCard(changed.id);
    await paid(changed.id);
    // The books changed behind the webhook's back: a cent less booked than Stripe took.
    await sql(databaseUrl, `UPDATE invoice_payment SET amount = amount - 1 WHERE external_id = $1`, [intentId]);
    const phantom = await openInvoice();
    const fakeIntent = `pi_phantom_${randomUUID().replaceAll("-", "")}`;
    await sql(
      databaseUrl,
      `INSERT INTO invoice_payment (id, invoice_id, method, amount, external_id) VALUES ($1, $2, 'card', 500, $3)`,
      [`invpay_${randomUUID()}`, phantom.id, fakeIntent],
    );

    const drifts = await driftsAfterRound();
    expect(drifts.find((item) => item.objectId === intentId)).toMatchObject({
      kind: "amount_differs",
      invoiceId: changed.id,
      stripeAmount: changed.total,
      bookedAmount: changed.total - 1,
      applicable: false,
    });
    const missing = drifts.find((item) => item.objectId === fakeIntent);
    expect(missing).toMatchObject({ kind: "payment_not_at_stripe", invoiceId: phantom.id, bookedAmount: 500 });

    // Nothing to apply for a payment Stripe does not have; a merchant may not touch drifts.
    const refused = await apiError(
      support().invoices.resolveStripeDrift.mutate({ driftId: missing?.driftId as string, action: "apply" }),
    );
    expect(refused.message).toBe("This difference cannot be applied; dismiss it once it is cleared at Stripe.");
    const forbidden = await apiError(
      asMerchant().invoices.resolveStripeDrift.mutate({ driftId: missing?.driftId as string, action: "dismiss" }),
    );
    expect(forbidden.data).toMatchObject({ code: "FORBIDDEN" });
    await support().invoices.resolveStripeDrift.mutate({ driftId: missing?.driftId as string, action: "dismiss" });
    const [audit] = await sql<{ action: string }>(
      databaseUrl,
      `SELECT action FROM audit_entry WHERE subject_id = $1 AND action = 'invoice.drift_dismissed'`,
      [phantom.id],
    );
    expect(audit?.action).toBe("invoice.drift_dismissed");
    expect((await support().invoices.stripeDrifts.query()).items.some((item) => item.objectId === fakeIntent)).toBe(
      false,
    );
  });

  it("finds no drift in the demo data: its card payment and refund are really at Stripe", async () => {
    const demo = await sql<{ invoice_id: string; external_id: string }>(
      databaseUrl,
      `SELECT p.invoice_id, p.external_id FROM invoice_payment p
         JOIN invoice i ON i.id = p.invoice_id
         JOIN member m ON m.organisation_id = i.organisation_id JOIN customer c ON c.id = m.customer_id
        WHERE c.email IN ('customer@demo.local', 'disabled@demo.local') AND p.method = 'card' AND p.amount > 0`,
    );
    expect(demo.length).toBeGreaterThan(0);
    for (const payment of demo) {
      const intent = await sdk.paymentIntents.retrieve(payment.external_id);
      expect(intent.status).toBe("succeeded");
    }
    const [{ count }] = await sql<{ count: string }>(
      databaseUrl,
      `SELECT count(*) FROM invoice i JOIN member m ON m.organisation_id = i.organisation_id
         JOIN customer c ON c.id = m.customer_id WHERE c.email IN ('customer@demo.local', 'disabled@demo.local')`,
    );
    expect(Number(count)).toBeGreaterThan(2);
    const demoOrganisations = await sql<{ name: string }>(
      databaseUrl,
      `SELECT o.name FROM organisation o JOIN member m ON m.organisation_id = o.id JOIN customer c ON c.id = m.customer_id
        WHERE c.email IN ('customer@demo.local', 'disabled@demo.local')`,
    );
    const names = new Set(demoOrganisations.map((row) => row.name));
    const drifts = await driftsAfterRound();
    expect(drifts.filter((item) => item.organisationName && names.has(item.organisationName))).toEqual([]);
  });
});
