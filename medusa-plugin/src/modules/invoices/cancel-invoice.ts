import { INVOICE_MESSAGES, mayCancel } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { lockInvoice, setInvoiceStatus, sourcesOfInvoice } from "./data-access/invoices";
import { invoiceSource } from "./sources";

/**
 * Support cancels an invoice nobody has paid anything of (in the caller's transaction); its
 * number stays used, its sources are invoiceable again.
 */
export async function cancelInvoice(manager: EntityManager, invoiceId: string): Promise<void> {
  const invoice = await lockInvoice(manager, invoiceId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  if (!mayCancel(invoice.status, Number(invoice.amountPaid))) {
    throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notCancellable);
  }
  await setInvoiceStatus(manager, invoiceId, "cancelled");
  await recordAudit(manager, {
    organisationId: invoice.organisationId,
    subjectType: "invoice",
    subjectId: invoiceId,
    subjectLabel: invoice.number,
    action: "invoice.cancelled",
    before: { status: invoice.status },
    after: { status: "cancelled" },
  });
  const rows = await sourcesOfInvoice(manager, invoiceId);
  for (const type of new Set(rows.map((row) => row.sourceType))) {
    const ids = rows.filter((row) => row.sourceType === type).map((row) => row.sourceId);
    await invoiceSource(type)?.release(manager, ids);
  }
}
