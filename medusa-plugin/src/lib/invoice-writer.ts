import { generateEntityId } from "@medusajs/medusa";
import {
  INVOICE_MESSAGES,
  INVOICE_PAYMENT_TERM_DAYS,
  type InvoiceType,
  initialInvoiceStatus,
  type Language,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "./audit";
import { todayInPlatformZone } from "./dates";
import { DomainError } from "./domain-error";
import { isLanguage } from "./i18n";
import { type InvoiceLineDraft, taxOf } from "./invoice-sources";
import { notifyMembers } from "./notify-members";
import { returnedRows } from "./sql";

export const newId = (prefix: string) => generateEntityId(undefined, prefix);

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export type WriteInvoiceInput = {
  organisationId: string;
  type: InvoiceType;
  lines: InvoiceLineDraft[];
  actor: string | null;
  claimId?: string;
  correctsInvoiceId?: string | null;
};

/** Writes one invoice with its number and lines (in the caller's transaction). */
export async function writeInvoice(
  manager: EntityManager,
  input: WriteInvoiceInput,
): Promise<{ id: string; number: string; organisationId: string }> {
  const [org] = await manager.query(
    `SELECT o.id, o.name, o.company_name, o.street, o.zip, o.city, o.country_code, o.vat_id, o.email,
            o.agency_id, o.agency_margin_percent,
            (SELECT s.language FROM member m LEFT JOIN customer_setting s ON s.customer_id = m.customer_id
              WHERE m.organisation_id = o.id ORDER BY (m.role = 'owner') DESC, m.created_at LIMIT 1) AS language
       FROM organisation o WHERE o.id = $1 FOR SHARE`,
    [input.organisationId],
  );
  if (!org) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.preparationFailed);
  const lines = [...input.lines];
  const margin = org.agency_id && input.type === "invoice" ? Number(org.agency_margin_percent ?? 0) : 0;
  if (margin > 0) {
    // Our reading of owner "others": a client's invoice carries its agency's margin on the goods.
    const goods = lines.filter((line) => line.kind === "goods");
    const net = Math.round((goods.reduce((sum, line) => sum + line.netAmount, 0) * margin) / 100);
    if (net > 0) {
      const rate = goods[0]?.taxRate ?? 0;
      lines.push({
        ...(goods[0] as InvoiceLineDraft),
        sourceType: "agency_margin",
        sourceId: org.agency_id,
        kind: "margin",
        description: `${margin} %`,
        quantity: 1,
        unitAmount: net,
        netAmount: net,
        taxRate: rate,
        taxAmount: taxOf(net, rate),
      });
    }
  }
  const shippingTotal = lines.filter((l) => l.kind === "shipping").reduce((sum, l) => sum + l.netAmount, 0);
  const subtotal = lines.filter((l) => l.kind !== "shipping").reduce((sum, l) => sum + l.netAmount, 0);
  const taxTotal = lines.reduce((sum, l) => sum + l.taxAmount, 0);
  const total = subtotal + shippingTotal + taxTotal;
  const issuedOn = todayInPlatformZone();
  const year = Number(issuedOn.slice(0, 4));
  // Gapless: the counter row stays locked until this transaction ends; a rollback gives the number back.
  const [{ last }] = returnedRows<{ last: number }>(
    await manager.query(
      `INSERT INTO invoice_number_counter (year, last) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last = invoice_number_counter.last + 1 RETURNING last`,
      [year],
    ),
  ) as [{ last: number }];
  const number = `${input.type === "credit" ? "CN" : "INV"}-${year}-${String(last).padStart(6, "0")}`;
  const id = newId("inv");
  const times = lines.map((l) => l.happenedAt.getTime());
  const language: Language = isLanguage(org.language) ? org.language : "en";
  await manager.query(
    `INSERT INTO invoice (id, number, year, sequence, type, owner, status, organisation_id, agency_id,
       agency_margin_percent, corrects_invoice_id, claim_id, currency_code, issued_on, due_on, period_start,
       period_end, subtotal, shipping_total, tax_total, total, language, customer, created_by)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24)`,
    [
      id,
      number,
      year,
      last,
      input.type,
      org.agency_id ? "others" : "self",
      initialInvoiceStatus(input.type, total),
      org.id,
      org.agency_id,
      org.agency_id ? margin : null,
      input.correctsInvoiceId ?? null,
      input.claimId ?? null,
      (lines[0]?.currencyCode ?? "eur").toLowerCase(),
      issuedOn,
      addDays(issuedOn, INVOICE_PAYMENT_TERM_DAYS),
      times.length ? new Date(Math.min(...times)) : null,
      times.length ? new Date(Math.max(...times)) : null,
      subtotal,
      shippingTotal,
      taxTotal,
      total,
      language,
      JSON.stringify({
        name: org.company_name || org.name,
        street: org.street,
        zip: org.zip,
        city: org.city,
        countryCode: org.country_code,
        vatId: org.vat_id,
        email: org.email,
      }),
      input.actor,
    ],
  );
  for (const [position, line] of lines.entries()) {
    await manager.query(
      `INSERT INTO invoice_line (id, invoice_id, position, source_type, source_id, kind, description, quantity,
         unit_amount, net_amount, tax_rate, tax_amount) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [
        newId("invl"),
        id,
        position + 1,
        line.sourceType,
        line.sourceId,
        line.kind,
        line.description.slice(0, 500),
        line.quantity,
        line.unitAmount,
        line.netAmount,
        line.taxRate,
        line.taxAmount,
      ],
    );
  }
  // The billed organisation's members are told in the same transaction (issued = written).
  await notifyMembers(manager, {
    organisationIds: [org.id],
    kind: "invoice_issued",
    subjectType: "invoice",
    subjectId: id,
    params: {
      number,
      type: input.type,
      total,
      currencyCode: (lines[0]?.currencyCode ?? "eur").toLowerCase(),
      dueOn: addDays(issuedOn, INVOICE_PAYMENT_TERM_DAYS),
    },
  });
  await recordAudit(manager, {
    organisationId: org.id,
    subjectType: "invoice",
    subjectId: id,
    subjectLabel: number,
    action: "invoice.issued",
    after: {
      number,
      type: input.type,
      status: initialInvoiceStatus(input.type, total),
      total,
      currency_code: (lines[0]?.currencyCode ?? "eur").toLowerCase(),
      due_on: addDays(issuedOn, INVOICE_PAYMENT_TERM_DAYS),
      lines: lines.length,
      ...(input.claimId ? { claim_id: input.claimId } : {}),
    },
    actor: input.actor ?? "system",
  });
  return { id, number, organisationId: org.id };
}
