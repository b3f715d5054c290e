// Invoice enumerations of spec §4, as const arrays so that zod, the database and the UI share one list.

export const INVOICE_STATUSES = ["no", "open", "paid", "cancelled", "partially_paid", "customer_proved"] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TYPES = ["invoice", "credit"] as const;

export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_OWNERS = ["self", "others"] as const;

export type InvoiceOwner = (typeof INVOICE_OWNERS)[number];

/** The invoices list's payment filter: something left to pay; overdue: also past its due day. */
export const INVOICE_PAYMENT_FILTERS = ["unpaid", "overdue"] as const;
export type InvoicePaymentFilter = (typeof INVOICE_PAYMENT_FILTERS)[number];
