// The agency's margin on its clients' invoices, as its dashboard shows it: earned when the client's
// invoice is issued, and given back in the share a credit note returns to the client (issue #32).
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  connectedShop,
  DEMO_PASSWORD,
  ShopifyFakeClient,
  signIn,
  sql,
  stockedWarehouse,
  storedOrderId,
  testPng,
  trpcClient,
  uploadFile,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let supportToken: string;
let agencyToken: string;
let client: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;

const support = () => trpcClient(url, { token: supportToken });
const asClient = () => trpcClient(url, { token: client.token });
const asAgency = () => trpcClient(url, { token: agencyToken });
const eur = (amounts: Array<{ currency: string; amount: number }>) =>
  amounts.find((money) => money.currency === "eur")?.amount ?? 0;

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  agencyToken = await signIn(url, "agency@demo.local", DEMO_PASSWORD);
  client = await activeMerchant(url, supportToken, `Agency client ${randomUUID().slice(0, 6)}`);
  // Setup only: the demo agency takes the new merchant as its client (the invitation flow has its own tests).
  await sql(
    databaseUrl,
    `UPDATE organisation SET agency_id = (SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
                                           WHERE c.email = 'agency@demo.local')
      WHERE id = $1`,
    [client.organisationId],
  );
  await asAgency().organisation.setMargin.mutate({ organisationId: client.organisationId, marginPercent: 10 });
  domain = await connectedShop(url, fake, client.token, "margin");
  const [variant] = await sql<{ id: string }>(
    databaseUrl,
    `SELECT id FROM product_variant WHERE sku = 'MUG-WHT' AND deleted_at IS NULL`,
  );
  await stockedWarehouse(url, supportToken, client, {
    name: `Margin warehouse ${randomUUID().slice(0, 6)}`,
    variantId: variant?.id as string,
    onHand: 20,
  });
});

describe("agency margin", () => {
  it("a credit note on a client's invoice takes its share of the agency's margin back", async () => {
    const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 4, price: "12.90" }] });
    const orderId = await storedOrderId(databaseUrl, domain, order.id);
    await asClient().orders.ship.mutate({ orderId, trackingNumbers: [`TRK-${randomUUID().slice(0, 8)}`] });

    const before = (await asAgency().dashboard.agency.query()).margin;
    const run = await support().invoices.run.mutate({ organisationId: client.organisationId });
    expect(run.problems).toEqual([]);
    const invoice = await asClient().invoices.get.query({ invoiceId: run.created[0]?.id as string });
    const marginNet = invoice.lines
      .filter((line) => line.kind === "margin")
      .reduce((sum, line) => sum + line.netAmount, 0);
    expect(marginNet).toBeGreaterThan(0);
    const issued = (await asAgency().dashboard.agency.query()).margin;
    expect(eur(issued.invoiced.amounts) - eur(before.invoiced.amounts)).toBe(marginNet);

    // A claim credited with a quarter of the invoice: the client gets a quarter back, the agency's
    // margin on it shrinks by a quarter.
    const quarter = Math.round(invoice.total / 4);
    const photo = await uploadFile(url, client.token, await testPng("dent.png"));
    const claim = await asClient().claims.create.mutate({
      orderId,
      type: "refund",
      description: "Dented",
      files: [{ id: photo.id }],
    });
    await support().claims.decide.mutate({
      claimId: claim.id,
      status: "credit",
      amount: (quarter / 100).toFixed(2).replace(".", ","),
    });
    const credited = (await asAgency().dashboard.agency.query()).margin;
    const expected = Math.round(marginNet * (1 - quarter / invoice.total));
    expect(eur(credited.invoiced.amounts) - eur(before.invoiced.amounts)).toBe(expected);
    expect(expected).toBeLessThan(marginNet);
  });
});
