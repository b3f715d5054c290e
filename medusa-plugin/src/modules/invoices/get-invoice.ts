import { INVOICE_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { UploadService } from "../uploads";
import { disputesOfInvoice, overpaymentsOfInvoice } from "./data-access/card-checkouts";
import { findInvoice, invoiceLines, invoicePayments } from "./data-access/invoices";
import { invoiceSummary } from "./list-invoices";
import { INVOICE_SUBJECT, type InvoiceDetail, type InvoiceViewer } from "./types";

/** One invoice the viewer may see, with its lines, payments and proof; NOT_FOUND otherwise. */
export async function getInvoice(
  manager: EntityManager,
  uploads: UploadService,
  viewer: InvoiceViewer,
  invoiceId: string,
): Promise<InvoiceDetail> {
  const row = await findInvoice(manager, viewer, invoiceId);
  if (!row) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  const lines = await invoiceLines(manager, invoiceId);
  const payments = await invoicePayments(manager, invoiceId);
  const overpayments = await overpaymentsOfInvoice(manager, invoiceId);
  const disputes = await disputesOfInvoice(manager, invoiceId);
  const proof = (await uploads.listFor(INVOICE_SUBJECT, [invoiceId], manager)).get(invoiceId) ?? [];
  return {
    ...invoiceSummary(row),
    language: row.language,
    customer: row.customer,
    lines: lines.map((line) => ({
      position: Number(line.position),
      sourceType: line.sourceType,
      sourceId: line.sourceId,
      kind: line.kind,
      description: line.description,
      quantity: Number(line.quantity),
      unitAmount: Number(line.unitAmount),
      netAmount: Number(line.netAmount),
      taxRate: Number(line.taxRate),
      taxAmount: Number(line.taxAmount),
    })),
    payments: payments.map((p) => ({ method: p.method, amount: Number(p.amount), createdAt: p.createdAt })),
    overpayments: overpayments.map((o) => ({ amount: Number(o.amount), status: o.status, createdAt: o.createdAt })),
    disputes: disputes.map((d) => ({
      id: d.id,
      amount: Number(d.amount),
      reason: d.reason,
      status: d.status,
      evidenceDueBy: d.evidenceDueBy,
    })),
    proof: proof.map((upload) => uploads.toView(upload)),
  };
}
