import type { EntityManager } from "typeorm";
import { lockInvoiceRun } from "./data-access/invoices";
import { type InvoiceLineDraft, invoiceSources } from "./sources";
import type { RunResult } from "./types";
import { writeInvoice } from "./write-invoice";

/**
 * One organisation's invoices (one per currency) over everything invoiceable until `until`, in
 * the caller's transaction: whole or not at all. Each source's records leave `pending` for good.
 */
export async function prepareInvoices(
  manager: EntityManager,
  organisationId: string,
  until: Date,
  actor: string | null,
): Promise<RunResult["created"]> {
  await lockInvoiceRun(manager, organisationId);
  const lines: InvoiceLineDraft[] = [];
  for (const source of invoiceSources()) lines.push(...(await source.pending(manager, organisationId, until)));
  const created: RunResult["created"] = [];
  for (const currency of [...new Set(lines.map((line) => line.currencyCode))].sort()) {
    const ofCurrency = lines.filter((line) => line.currencyCode === currency);
    const invoice = await writeInvoice(manager, { organisationId, type: "invoice", lines: ofCurrency, actor });
    created.push(invoice);
    for (const source of invoiceSources()) {
      const ids = [
        ...new Set(ofCurrency.filter((line) => line.sourceType === source.type).map((line) => line.sourceId)),
      ];
      if (ids.length) await source.markInvoiced(manager, ids, invoice.id);
    }
  }
  return created;
}
