import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

type Line = {
  sourceType: string;
  sourceId: string;
  kind: "service" | "credit";
  description: string;
  quantity: number;
  unitAmount: number;
  netAmount: number;
  taxRate: number;
  taxAmount: number;
  currencyCode: string;
  happenedAt: Date;
};

type InvoiceApi = {
  issue(input: {
    organisationId: string;
    type: "invoice" | "credit";
    lines: Line[];
    actor: string | null;
    correctsInvoiceId?: string | null;
  }): Promise<{ id: string; number: string }>;
  uploadProof(organisationId: string, customerId: string, input: unknown): Promise<unknown>;
  recordPayment(customerId: string, input: unknown): Promise<unknown>;
  cancel(invoiceId: string): Promise<unknown>;
  applyPayment(
    manager: EntityManager,
    payment: { invoiceId: string; amount: number; method: "card"; actor: string | null; externalId: string },
  ): Promise<unknown>;
  applyRefund(
    manager: EntityManager,
    refund: { invoiceId: string; amount: number; externalId: string },
  ): Promise<unknown>;
};
type UploadApi = {
  store(
    organisationId: string,
    customerId: string,
    files: Array<{ originalName: string; bytes: Buffer }>,
  ): Promise<Array<{ id: string; mimeType: string }>>;
};

/** A one-page PDF standing in for a bank statement. */
function bankStatement(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const DAY = 24 * 60 * 60 * 1000;

/** A demo service line (storage, handling) with German VAT. */
function line(
  description: string,
  quantity: number,
  unitAmount: number,
  daysAgo: number,
  kind: Line["kind"] = "service",
): Line {
  const net = quantity * unitAmount;
  const rate = kind === "credit" ? 0 : 19;
  return {
    sourceType: "demo",
    sourceId: description,
    kind,
    description,
    quantity,
    unitAmount,
    netAmount: net,
    taxRate: rate,
    taxAmount: Math.round((net * rate) / 100),
    currencyCode: "eur",
    happenedAt: new Date(Date.now() - daysAgo * DAY),
  };
}

/**
 * Idempotent: invoices in every status (open, customer_proved, partially_paid, paid, cancelled,
 * no) and a credit note, for the customer's and the disabled customer's organisations, made
 * through the invoice service's own paths (proof upload, support's payments, cancelling).
 */
export async function seedDemoInvoices(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const invoices = container.resolve<InvoiceApi>("invoiceService");
  const uploads = container.resolve<UploadApi>("uploadService");
  const [supportRow] = await manager.query(
    `SELECT id FROM customer WHERE email = 'support@demo.local' AND has_account`,
  );
  if (!supportRow) return;
  for (const email of ["customer@demo.local", "disabled@demo.local"]) {
    const [member] = await manager.query(
      `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
        WHERE c.email = $1 AND c.has_account`,
      [email],
    );
    if (!member) continue;
    const [existing] = await manager.query(`SELECT 1 FROM invoice WHERE organisation_id = $1 LIMIT 1`, [
      member.organisation_id,
    ]);
    if (existing) continue;
    const organisationId: string = member.organisation_id;
    const issue = (lines: Line[], type: "invoice" | "credit" = "invoice", correctsInvoiceId?: string) =>
      invoices.issue({ organisationId, type, lines, actor: supportRow.id, correctsInvoiceId });

    const paid = await issue([line("Pallet storage, 3 pallets", 3, 1450, 60), line("Inbound handling", 1, 3500, 58)]);
    await invoices.recordPayment(supportRow.id, { invoiceId: paid.id, kind: "full" });
    await issue([line("Refund for a damaged parcel", 1, 1290, 40, "credit")], "credit", paid.id);

    const partial = await issue([line("Pallet storage, 4 pallets", 4, 1450, 30), line("Returns handling", 6, 250, 29)]);
    await invoices.recordPayment(supportRow.id, { invoiceId: partial.id, kind: "partial", amount: 3000 });

    const cancelled = await issue([line("Photo service", 12, 400, 25)]);
    await invoices.cancel(cancelled.id);

    await issue([line("Onboarding (free of charge)", 1, 0, 20)]);

    const proved = await issue([line("Pallet storage, 2 pallets", 2, 1450, 12), line("Relabelling", 40, 35, 11)]);
    const [statement] = await uploads.store(organisationId, member.customer_id, [
      { originalName: "bank-transfer.pdf", bytes: bankStatement() },
    ]);
    if (statement) {
      await invoices.uploadProof(organisationId, member.customer_id, {
        invoiceId: proved.id,
        files: [{ id: statement.id }],
      });
    }

    await issue([line("Pallet storage, 5 pallets", 5, 1450, 2), line("Kitting, 120 sets", 120, 45, 1)]);

    // Paid by card through Stripe Checkout, then partly refunded at Stripe (as the webhooks book it),
    // and a Stripe event for it that matched no session of ours (support's "not booked" list).
    const carded = await issue([line("Express picking, 30 orders", 30, 120, 8)]);
    const [{ total }] = await manager.query(`SELECT total FROM invoice WHERE id = $1`, [carded.id]);
    // With the local Stripe the money is really there, as the platform's own checkout makes it
    // (our record of the session first), so reconciliation finds the demo in order.
    const stripe = localStripe();
    const record = (sessionId: string) =>
      manager.query(
        `INSERT INTO card_checkout (id, invoice_id, organisation_id, amount, currency_code)
         VALUES ($1, $2, $3, $4, 'eur') ON CONFLICT (id) DO NOTHING`,
        [sessionId, carded.id, organisationId, Number(total)],
      );
    const atStripe = stripe
      ? await stripe.pay(carded.id, organisationId, Number(total), record).catch((error: unknown) => {
          console.warn(`[demo] card payment at the local Stripe failed: ${String(error)}`);
          return null;
        })
      : null;
    const intentId = atStripe?.intentId ?? `pi_demo_${carded.id.slice(-12)}`;
    await manager.transaction(async (transaction) => {
      // The invoice's row lock is held from here: Stripe's webhooks for this payment and refund
      // wait for it and then find both booked (by the payment intent and the refunded total).
      await invoices.applyPayment(transaction, {
        invoiceId: carded.id,
        amount: Number(total),
        method: "card",
        actor: null,
        externalId: intentId,
      });
      if (atStripe && stripe) await stripe.refund(intentId, 1200);
      await invoices.applyRefund(transaction, {
        invoiceId: carded.id,
        amount: 1200,
        externalId: `${intentId}:refunded:1200`,
      });
    });
    await manager.query(
      `INSERT INTO stripe_event (id, type, object_id, invoice_id, status, reason)
       VALUES ($1, 'checkout.session.completed', $2, $3, 'failed', 'unknown_session') ON CONFLICT (id) DO NOTHING`,
      [`evt_demo_${carded.id.slice(-12)}`, `cs_test_demo_${carded.id.slice(-12)}`, carded.id],
    );
  }
}

/**
 * The local fake Stripe (STRIPE_API_URL set; never Stripe itself): the demo's card payment made
 * there for real — a Checkout Session as `payByCard` creates it, paid with Stripe's test card on
 * its page — and its partial refund.
 */
function localStripe() {
  const api = process.env.STRIPE_API_URL;
  const key = process.env.STRIPE_SECRET_KEY;
  if (!api || !key) return null;
  const call = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(`${api}${path}`, {
      method: form ? "POST" : "GET",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/x-www-form-urlencoded" },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as { id: string; url?: string; payment_intent?: string };
  };
  return {
    async pay(
      invoiceId: string,
      organisationId: string,
      amount: number,
      record: (sessionId: string) => Promise<unknown>,
    ) {
      const metadata = { invoice_id: invoiceId, organisation_id: organisationId };
      const session = await call("/v1/checkout/sessions", {
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "eur",
        "line_items[0][price_data][unit_amount]": String(amount),
        "line_items[0][price_data][product_data][name]": "Demo invoice",
        success_url: "http://localhost/a/invoices",
        client_reference_id: invoiceId,
        ...Object.fromEntries(Object.entries(metadata).map(([key, value]) => [`metadata[${key}]`, value])),
        ...Object.fromEntries(
          Object.entries(metadata).map(([key, value]) => [`payment_intent_data[metadata][${key}]`, value]),
        ),
      });
      if (!session.url) return null;
      await record(session.id);
      await fetch(session.url, {
        method: "POST",
        body: new URLSearchParams({ card: "4242424242424242" }),
        redirect: "manual",
      });
      const paid = await call(`/v1/checkout/sessions/${session.id}`);
      return paid.payment_intent ? { sessionId: session.id, intentId: paid.payment_intent } : null;
    },
    async refund(paymentIntentId: string, amount: number) {
      await call("/v1/refunds", { payment_intent: paymentIntentId, amount: String(amount) });
    },
  };
}
