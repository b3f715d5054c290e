import { OVERDUE_INVOICE_STATUSES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { todayInPlatformZone } from "../../lib/dates";
import { lockOverdueInvoice, overdueInvoicesNotTold, overdueNoticeSent } from "./data-access/user-notifications";
import { notifyMembers } from "./notify-members";

/** Invoices whose due day has passed and whose organisations were not told yet (at most 500 a run). */
export async function findOverdueInvoices(manager: EntityManager, now: Date): Promise<string[]> {
  const rows = await overdueInvoicesNotTold(manager, OVERDUE_INVOICE_STATUSES, todayInPlatformZone(now));
  return rows.map((row) => row.id);
}

/**
 * Tells the invoice's organisation's members that it is overdue, once: inside the caller's
 * transaction, under the invoice's row lock, so two instances never both tell. Returns how many
 * were told (0: paid meanwhile, or told already).
 */
export async function notifyOverdueInvoice(manager: EntityManager, invoiceId: string): Promise<number> {
  const invoice = await lockOverdueInvoice(manager, invoiceId, OVERDUE_INVOICE_STATUSES);
  const sent = await overdueNoticeSent(manager, invoiceId);
  if (!invoice || sent) return 0;
  return await notifyMembers(manager, {
    organisationIds: [invoice.organisation_id],
    kind: "invoice_overdue",
    subjectType: "invoice",
    subjectId: invoice.id,
    params: {
      number: invoice.number,
      total: Math.max(Number(invoice.total) - Number(invoice.amount_paid ?? 0), 0),
      currencyCode: invoice.currency_code,
      dueOn: invoice.due_on,
    },
  });
}
