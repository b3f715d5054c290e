import { amountDue, type InvoiceListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { todayInPlatformZone } from "../../lib/dates";
import { type InvoiceListRow, listInvoices as listInvoiceRows } from "./data-access/invoices";
import type { InvoiceSummary, InvoiceViewer } from "./types";

const day = (value: string | Date) => (typeof value === "string" ? value : value.toISOString().slice(0, 10));

/**
 * The list's row of an invoice: what is still to pay by the one rule (total − its credit notes −
 * paid net of refunds); nothing on a credit note or a cancelled one.
 */
export function invoiceSummary(row: InvoiceListRow): InvoiceSummary {
  const total = Number(row.total);
  const paid = Number(row.amountPaid);
  const credited = Number(row.credited);
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    owner: row.owner,
    status: row.status,
    organisation: { id: row.organisationId, name: row.organisationName },
    issuedOn: day(row.issuedOn),
    dueOn: day(row.dueOn),
    currencyCode: row.currencyCode,
    subtotal: Number(row.subtotal),
    shippingTotal: Number(row.shippingTotal),
    taxTotal: Number(row.taxTotal),
    total,
    amountPaid: paid,
    credited,
    amountDue: row.type === "credit" || row.status === "cancelled" ? 0 : amountDue(total, credited, paid),
    agencyMarginPercent: row.agencyMarginPercent === null ? null : Number(row.agencyMarginPercent),
    correctsNumber: row.correctsNumber ?? null,
  };
}

/** The viewer's invoices and credit notes, newest first, a page at a time. */
export async function listInvoices(manager: EntityManager, viewer: InvoiceViewer, input: InvoiceListInput) {
  const { rows, total } = await listInvoiceRows(
    manager,
    viewer,
    {
      status: input.status,
      type: input.type,
      payment: input.payment,
      // Overdue: its due day lies before today in the platform's time zone.
      today: todayInPlatformZone(),
      search: input.search,
    },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return { items: rows.map(invoiceSummary), total, page: input.page, pageSize: input.pageSize };
}
