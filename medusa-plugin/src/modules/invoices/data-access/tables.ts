import { generateEntityId } from "@medusajs/medusa";
import type {
  CardEventReason,
  InvoiceLineKind,
  InvoiceOwner,
  InvoiceStatus,
  InvoiceType,
  Language,
} from "@platform/domain";
import { defineTable } from "../../../lib/sql";

// The invoices module's own tables (migrations 1765700000000-invoices, 1766530000000-card-checkout),
// each defined once: a field without its column does not compile. Numeric columns come back from
// PostgreSQL as strings, dates as Date or a day: the mappers convert.

export const newId = (prefix: string) => generateEntityId(undefined, prefix);

/** The billed organisation as printed on the document, kept as it was when it was issued. */
export type InvoiceCustomer = {
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
  vatId: string | null;
  email: string | null;
};

/** What an invoice is written with; the rest (paid amount, times) starts at the table's defaults. */
export type NewInvoiceRow = {
  id: string;
  number: string;
  year: number;
  sequence: number;
  type: InvoiceType;
  owner: InvoiceOwner;
  status: InvoiceStatus;
  organisationId: string;
  agencyId: string | null;
  agencyMarginPercent: number | string | null;
  correctsInvoiceId: string | null;
  claimId: string | null;
  currencyCode: string;
  issuedOn: string | Date;
  dueOn: string | Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  subtotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  language: Language;
  customer: InvoiceCustomer;
  createdBy: string | null;
};

export type InvoiceRow = NewInvoiceRow & {
  amountPaid: number;
  paidAt: Date | null;
  stockDrawnAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const newInvoiceColumns = {
  id: "id",
  number: "number",
  year: "year",
  sequence: "sequence",
  type: "type",
  owner: "owner",
  status: "status",
  organisationId: "organisation_id",
  agencyId: "agency_id",
  agencyMarginPercent: "agency_margin_percent",
  correctsInvoiceId: "corrects_invoice_id",
  claimId: "claim_id",
  currencyCode: "currency_code",
  issuedOn: "issued_on",
  dueOn: "due_on",
  periodStart: "period_start",
  periodEnd: "period_end",
  subtotal: "subtotal",
  shippingTotal: "shipping_total",
  taxTotal: "tax_total",
  total: "total",
  language: "language",
  customer: "customer",
  createdBy: "created_by",
} as const;

export const newInvoiceTable = defineTable<NewInvoiceRow>("invoice", newInvoiceColumns);

export const invoiceTable = defineTable<InvoiceRow>("invoice", {
  ...newInvoiceColumns,
  amountPaid: "amount_paid",
  paidAt: "paid_at",
  stockDrawnAt: "stock_drawn_at",
  createdAt: "created_at",
  updatedAt: "updated_at",
});

/** One line of an invoice; `sourceType`/`sourceId` name the record it charges (an order, a booking…). */
export type InvoiceLineRow = {
  id: string;
  invoiceId: string;
  position: number;
  sourceType: string;
  sourceId: string;
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  unitAmount: number;
  netAmount: number;
  taxRate: number | string;
  taxAmount: number;
};

export const invoiceLineTable = defineTable<InvoiceLineRow>("invoice_line", {
  id: "id",
  invoiceId: "invoice_id",
  position: "position",
  sourceType: "source_type",
  sourceId: "source_id",
  kind: "kind",
  description: "description",
  quantity: "quantity",
  unitAmount: "unit_amount",
  netAmount: "net_amount",
  taxRate: "tax_rate",
  taxAmount: "tax_amount",
});

/** A payment (positive) or a card refund (negative); `externalId` makes a provider's one book once. */
export type InvoicePaymentRow = {
  id: string;
  invoiceId: string;
  method: "bank" | "card";
  amount: number;
  externalId: string | null;
  createdBy: string | null;
};

export const invoicePaymentTable = defineTable<InvoicePaymentRow>("invoice_payment", {
  id: "id",
  invoiceId: "invoice_id",
  method: "method",
  amount: "amount",
  externalId: "external_id",
  createdBy: "created_by",
});

/** Our record of a Stripe Checkout Session we created: what its payment may pay. */
export type CardCheckoutRow = {
  id: string;
  invoiceId: string;
  organisationId: string;
  amount: number;
  currencyCode: string;
  paymentIntentId: string | null;
  createdBy: string | null;
};

export const cardCheckoutTable = defineTable<CardCheckoutRow>("card_checkout", {
  id: "id",
  invoiceId: "invoice_id",
  organisationId: "organisation_id",
  amount: "amount",
  currencyCode: "currency_code",
  paymentIntentId: "payment_intent_id",
  createdBy: "created_by",
});

/** Every Stripe event we handled, once by its id: processed, or failed with the reason for support. */
export type StripeEventRow = {
  id: string;
  type: string;
  objectId: string | null;
  invoiceId: string | null;
  status: "processed" | "failed";
  reason: CardEventReason | null;
};

export const stripeEventTable = defineTable<StripeEventRow>("stripe_event", {
  id: "id",
  type: "type",
  objectId: "object_id",
  invoiceId: "invoice_id",
  status: "status",
  reason: "reason",
});

/** Card money beyond the amount due (migration 1766610000000-card-overpayment): refunded to the card. */
export type CardOverpaymentRow = {
  id: string;
  invoiceId: string;
  paymentIntentId: string;
  amount: number;
  currencyCode: string;
  status: "refund_pending" | "refunded";
  refundId: string | null;
};

export const cardOverpaymentTable = defineTable<CardOverpaymentRow>("card_overpayment", {
  id: "id",
  invoiceId: "invoice_id",
  paymentIntentId: "payment_intent_id",
  amount: "amount",
  currencyCode: "currency_code",
  status: "status",
  refundId: "refund_id",
});

/** A Stripe dispute of one of our card payments, as Stripe last told it (migration 1766610000100-card-dispute). */
export type CardDisputeRow = {
  id: string;
  invoiceId: string;
  paymentIntentId: string;
  amount: number;
  currencyCode: string;
  reason: string;
  status: string;
  evidenceDueBy: Date | null;
};

export const cardDisputeTable = defineTable<CardDisputeRow>("card_dispute", {
  id: "id",
  invoiceId: "invoice_id",
  paymentIntentId: "payment_intent_id",
  amount: "amount",
  currencyCode: "currency_code",
  reason: "reason",
  status: "status",
  evidenceDueBy: "evidence_due_by",
});

/** A card refund support made from the invoice (migration 1766610000200-card-refund). */
export type CardRefundRow = {
  requestId: string;
  invoiceId: string;
  paymentIntentId: string;
  amount: number;
  refundId: string;
  creditNoteId: string;
  createdBy: string | null;
};

export const cardRefundTable = defineTable<CardRefundRow>("card_refund", {
  requestId: "request_id",
  invoiceId: "invoice_id",
  paymentIntentId: "payment_intent_id",
  amount: "amount",
  refundId: "refund_id",
  creditNoteId: "credit_note_id",
  createdBy: "created_by",
});
