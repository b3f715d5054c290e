/** Invoices still to pay whose due day has passed are overdue (the customer's proof is being checked: not yet). */
export const OVERDUE_INVOICE_STATUSES = ["open", "partially_paid"] as const;

/** An invoice is overdue from the day after its due day (both as YYYY-MM-DD in the platform time zone). */
export function isOverdue(status: string, dueOn: string, today: string): boolean {
  return (OVERDUE_INVOICE_STATUSES as readonly string[]).includes(status) && dueOn < today;
}
