// Invoices: the invoice run over shipped orders (lines, totals, numbers), the PDF in the
// organisation's language, the customer's proof, support's partial and full payments with the
// order's stock drawn exactly once, cancelling, credit notes from claims, and gapless numbers
// under 20 concurrent creations.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  pdfText,
  ShopifyFakeClient,
  signIn,
  sql,
  stockedWarehouse,
  testPdf,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let locationId: string;
let mugId: string;

const support = () => trpcClient(url, { token: supportToken });
const asMerchant = (locale?: "en" | "de") => trpcClient(url, { token: merchant.token, locale });

/** A new order of the merchant's shop (routed to the merchant's warehouse, which reserves its stock), shipped. */
async function shippedOrder(quantity = 2): Promise<string> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity, price: "12.90" }] });
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

async function stock() {
  const [row] = await sql<{ on_hand: number; reserved: number }>(
    databaseUrl,
    `SELECT on_hand, reserved FROM location_stock WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
    [merchant.organisationId, locationId, mugId],
  );
  return { onHand: row?.on_hand, reserved: row?.reserved };
}

async function pdf(invoiceId: string, token: string) {
  const response = await fetch(`${url}/store/invoices/${invoiceId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Support's run for the merchant: exactly one new invoice. */
async function invoiceRun() {
  const run = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
  expect(run.problems).toEqual([]);
  expect(run.created).toHaveLength(1);
  return await asMerchant().invoices.get.query({ invoiceId: run.created[0]?.id as string });
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Invoice Merchant");
  await trpcClient(url, { token: merchant.token }).organisation.update.mutate({
    name: "Invoice Merchant",
    company: { company_name: "Rechnungsempfänger GmbH", city: "München", zip: "80331", country_code: "DE" },
  });
  domain = uniqueShopDomain("invoices");
  const install = await installApp(url, fake, domain);
  await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
  const [variant] = await sql<{ id: string }>(
    databaseUrl,
    `SELECT id FROM product_variant WHERE sku = 'MUG-WHT' AND deleted_at IS NULL`,
  );
  mugId = variant?.id as string;
  ({ locationId } = await stockedWarehouse(url, supportToken, merchant, {
    name: `Invoice warehouse ${randomUUID().slice(0, 6)}`,
    variantId: mugId,
    onHand: 50,
  }));
});

describe("the invoice run", () => {
  it("invoices a shipped order once: goods, shipping and fulfilment with their taxes, due in 14 days", async () => {
    const orderId = await shippedOrder(2);
    const invoice = await invoiceRun();
    expect(invoice).toMatchObject({ type: "invoice", owner: "self", status: "open", currencyCode: "eur" });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const goods = invoice.lines.filter((line) => line.kind === "goods");
    expect(goods).toHaveLength(1);
    expect(goods[0]).toMatchObject({ sourceType: "order", sourceId: orderId, quantity: 2 });
    expect(invoice.lines.find((line) => line.kind === "fulfilment")).toMatchObject({
      netAmount: 250,
      taxRate: 19,
      taxAmount: 48,
    });
    const net = invoice.lines.reduce((sum, line) => sum + line.netAmount, 0);
    const tax = invoice.lines.reduce((sum, line) => sum + line.taxAmount, 0);
    expect(invoice.subtotal + invoice.shippingTotal).toBe(net);
    expect(invoice.taxTotal).toBe(tax);
    expect(invoice.total).toBe(net + tax);
    expect(invoice.amountDue).toBe(invoice.total);
    const due = new Date(`${invoice.issuedOn}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    expect(invoice.dueOn).toBe(due.toISOString().slice(0, 10));
    expect((await asMerchant().orders.get.query({ orderId })).invoiced).toBe(true);

    // Nothing is invoiced twice.
    const again = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
    expect(again.created).toEqual([]);
  });

  it("gives the PDF to the organisation and support only, in the organisation's language with German formats", async () => {
    await asMerchant().session.setLanguage.mutate({ language: "de" });
    await shippedOrder(1);
    const invoice = await invoiceRun();
    await asMerchant().session.setLanguage.mutate({ language: "en" });

    const mine = await pdf(invoice.id, merchant.token);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe("application/pdf");
    expect(mine.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(mine.bytes);
    expect(text).toContain(`Rechnung ${invoice.number}`);
    expect(text).toContain("Rechnungsempfänger GmbH");
    expect(text).toContain("USt-IdNr.");
    expect(text).toContain("IBAN: DE89370400440532013000");
    const total = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(invoice.total / 100);
    expect(total).toMatch(/^\d+,\d\d\u00a0€$/);
    expect(text).toContain(total);

    expect((await pdf(invoice.id, supportToken)).status).toBe(200);
    const other = await activeMerchant(url, supportToken, "Invoice Other");
    expect((await pdf(invoice.id, other.token)).status).toBe(404);
    expect((await pdf(invoice.id, "")).status).toBe(401);
  });
});

describe("payments", () => {
  it("proof → customer_proved, a partial payment, then paid: the order's stock is drawn exactly once", async () => {
    const before = await stock();
    const orderId = await shippedOrder(3);
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: (before.reserved ?? 0) + 3 });
    const invoice = await invoiceRun();

    const empty = await apiError(asMerchant().invoices.uploadProof.mutate({ invoiceId: invoice.id, files: [] }));
    expect(empty.data.fieldErrors?.files).toEqual(["invoices:errors.proofRequired"]);
    const statement = await uploadFile(url, merchant.token, testPdf("bank-statement.pdf"));
    const proved = await asMerchant().invoices.uploadProof.mutate({
      invoiceId: invoice.id,
      files: [{ id: statement.id }],
    });
    expect(proved.status).toBe("customer_proved");
    expect(proved.proof.map((file) => file.name)).toEqual(["bank-statement.pdf"]);

    // The merchant cannot mark its own invoice paid.
    const merchantTry = await apiError(
      asMerchant().invoices.recordPayment.mutate({ invoiceId: invoice.id, kind: "full" }),
    );
    expect(merchantTry.data.code).toBe("FORBIDDEN");

    const tooMuch = await apiError(
      support().invoices.recordPayment.mutate({
        invoiceId: invoice.id,
        kind: "partial",
        amount: ((invoice.total + 100) / 100).toFixed(2),
      }),
    );
    expect(tooMuch.data.fieldErrors?.amount).toEqual(["invoices:errors.amountTooHigh"]);
    const partial = await support().invoices.recordPayment.mutate({
      invoiceId: invoice.id,
      kind: "partial",
      amount: "10,00",
    });
    expect(partial).toMatchObject({ status: "partially_paid", amountPaid: 1000, amountDue: invoice.total - 1000 });
    expect(await stock()).toEqual({ onHand: before.onHand, reserved: (before.reserved ?? 0) + 3 });

    const paid = await support().invoices.recordPayment.mutate({ invoiceId: invoice.id, kind: "full" });
    expect(paid).toMatchObject({ status: "paid", amountPaid: invoice.total, amountDue: 0 });
    expect(await stock()).toEqual({ onHand: (before.onHand ?? 0) - 3, reserved: before.reserved });
    expect((await asMerchant().locations.routingForOrder.query({ orderId })).stock).toBe("drawn");

    const twice = await apiError(support().invoices.recordPayment.mutate({ invoiceId: invoice.id, kind: "full" }));
    expect(twice.message).toBe("This invoice cannot be paid (it is already paid, cancelled or nothing is due).");
    expect(await stock()).toEqual({ onHand: (before.onHand ?? 0) - 3, reserved: before.reserved });
  });

  it("cancels an unpaid invoice: the number stays used, the order is invoiced again under a new number", async () => {
    const orderId = await shippedOrder(1);
    const first = await invoiceRun();
    const cancelled = await support().invoices.cancel.mutate({ invoiceId: first.id });
    expect(cancelled.status).toBe("cancelled");
    expect((await asMerchant().orders.get.query({ orderId })).invoiced).toBe(false);
    const notPayable = await apiError(support().invoices.recordPayment.mutate({ invoiceId: first.id, kind: "full" }));
    expect(notPayable.data.i18nKey).toBe("invoices:errors.notPayable");

    const second = await invoiceRun();
    expect(second.number).not.toBe(first.number);
    expect(second.lines.some((line) => line.sourceId === orderId)).toBe(true);
  });
});

describe("credit notes", () => {
  it("a claim decided as credit gets a credit note for its amount, linked to the order's invoice, once", async () => {
    const orderId = await shippedOrder(1);
    const invoice = await invoiceRun();
    const photo = await uploadFile(url, merchant.token, await testPng("broken.png"));
    const claim = await asMerchant().claims.create.mutate({
      orderId,
      type: "refund",
      description: "Broken",
      files: [{ id: photo.id }],
    });
    await support().claims.decide.mutate({ claimId: claim.id, status: "credit", amount: "7,50" });
    const credits = await asMerchant().invoices.list.query({ type: "credit" });
    const note = credits.items.find((item) => item.correctsNumber === invoice.number);
    expect(note).toMatchObject({ type: "credit", status: "no", total: 750, amountDue: 0 });
    expect(note?.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const notePdf = await pdf(note?.id as string, merchant.token);
    expect(pdfText(notePdf.bytes)).toContain(`Credit note ${note?.number}`);

    // Deciding the claim again does not credit twice.
    await support().claims.decide.mutate({ claimId: claim.id, status: "refunded", amount: "7,50" });
    const [{ n }] = (await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM invoice WHERE claim_id = $1`,
      [claim.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("numbers 20 documents created at the same moment without a gap or a duplicate", async () => {
    const orderId = await shippedOrder(1);
    const claims = [];
    for (let i = 0; i < 20; i++) {
      const photo = await uploadFile(url, merchant.token, await testPng(`c${i}.png`, 16));
      claims.push(
        await asMerchant().claims.create.mutate({
          orderId,
          type: "lost",
          description: `Parcel ${i}`,
          files: [{ id: photo.id }],
        }),
      );
    }
    await Promise.all(
      claims.map((claim) => support().claims.decide.mutate({ claimId: claim.id, status: "credit", amount: "1.00" })),
    );
    const notes = await sql<{ number: string; year: number; sequence: number }>(
      databaseUrl,
      `SELECT number, year, sequence FROM invoice WHERE claim_id = ANY($1)`,
      [claims.map((claim) => claim.id)],
    );
    expect(new Set(notes.map((note) => note.number)).size).toBe(20);
    // Every number of the year, from whatever test made it, is used exactly once and none is missing.
    const year = notes[0]?.year as number;
    const all = await sql<{ sequence: number }>(
      databaseUrl,
      `SELECT sequence FROM invoice WHERE year = $1 ORDER BY sequence`,
      [year],
    );
    expect(all.map((row) => row.sequence)).toEqual(all.map((_, i) => i + 1));
  });
});
