import {
  INVOICE_MESSAGES,
  INVOICE_PAYMENT_TERM_DAYS,
  type InvoiceType,
  initialInvoiceStatus,
  type Language,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { todayInPlatformZone } from "../../lib/dates";
import { DomainError } from "../../lib/domain-error";
import { isLanguage } from "../../lib/i18n";
import { recordAudit } from "../audit";
import { notifyMembers } from "../notifications";
import { recordWebhookEvent } from "../webhooks";
import { billedOrganisation, insertInvoice, insertInvoiceLines, nextInvoiceSequence } from "./data-access/invoices";
import { newId } from "./data-access/tables";
import { type InvoiceLineDraft, taxOf } from "./sources";

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
  const org = await billedOrganisation(manager, input.organisationId);
  if (!org) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.preparationFailed);
  const lines = [...input.lines];
  const margin = org.agencyId && input.type === "invoice" ? Number(org.agencyMarginPercent ?? 0) : 0;
  if (margin > 0 && org.agencyId) {
    // Our reading of owner "others": a client's invoice carries its agency's margin on the goods.
    const goods = lines.filter((line) => line.kind === "goods");
    const net = Math.round((goods.reduce((sum, line) => sum + line.netAmount, 0) * margin) / 100);
    if (net > 0) {
      const rate = goods[0]?.taxRate ?? 0;
      lines.push({
        ...(goods[0] as InvoiceLineDraft),
        sourceType: "agency_margin",
        sourceId: org.agencyId,
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
  const dueOn = addDays(issuedOn, INVOICE_PAYMENT_TERM_DAYS);
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await nextInvoiceSequence(manager, year);
  const number = `${input.type === "credit" ? "CN" : "INV"}-${year}-${String(sequence).padStart(6, "0")}`;
  const id = newId("inv");
  const times = lines.map((l) => l.happenedAt.getTime());
  const language: Language = isLanguage(org.language) ? org.language : "en";
  const currencyCode = (lines[0]?.currencyCode ?? "eur").toLowerCase();
  const status = initialInvoiceStatus(input.type, total);
  await insertInvoice(manager, {
    id,
    number,
    year,
    sequence,
    type: input.type,
    owner: org.agencyId ? "others" : "self",
    status,
    organisationId: org.id,
    agencyId: org.agencyId,
    agencyMarginPercent: org.agencyId ? margin : null,
    correctsInvoiceId: input.correctsInvoiceId ?? null,
    claimId: input.claimId ?? null,
    currencyCode,
    issuedOn,
    dueOn,
    periodStart: times.length ? new Date(Math.min(...times)) : null,
    periodEnd: times.length ? new Date(Math.max(...times)) : null,
    subtotal,
    shippingTotal,
    taxTotal,
    total,
    language,
    customer: {
      name: org.companyName || org.name,
      street: org.street,
      zip: org.zip,
      city: org.city,
      countryCode: org.countryCode,
      vatId: org.vatId,
      email: org.email,
    },
    createdBy: input.actor,
  });
  await insertInvoiceLines(
    manager,
    lines.map((line, index) => ({
      id: newId("invl"),
      invoiceId: id,
      position: index + 1,
      sourceType: line.sourceType,
      sourceId: line.sourceId,
      kind: line.kind,
      description: line.description.slice(0, 500),
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      netAmount: line.netAmount,
      taxRate: line.taxRate,
      taxAmount: line.taxAmount,
    })),
  );
  // The billed organisation's members are told in the same transaction (issued = written).
  await notifyMembers(manager, {
    organisationIds: [org.id],
    kind: "invoice_issued",
    subjectType: "invoice",
    subjectId: id,
    params: { number, type: input.type, total, currencyCode, dueOn },
  });
  await recordWebhookEvent(manager, {
    organisationId: org.id,
    type: "invoice.issued",
    data: { invoiceId: id, number, type: input.type, status, total, currencyCode, issuedOn, dueOn },
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
      status,
      total,
      currency_code: currencyCode,
      due_on: dueOn,
      lines: lines.length,
      ...(input.claimId ? { claim_id: input.claimId } : {}),
    },
    actor: input.actor ?? "system",
  });
  return { id, number, organisationId: org.id };
}
