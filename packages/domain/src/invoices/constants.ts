/** Days between an invoice's date and its due date. */
export const INVOICE_PAYMENT_TERM_DAYS = 14;

/**
 * Our reading: fulfilment of a shipped order is charged per order (pick, pack, hand over), net in
 * euro cents, with German VAT as the platform's own service.
 */
export const FULFILMENT_FEE_CENTS = 250;
/** Our reading: a handled retour is charged per returned item (receive, grade, restock or dispose). */
export const RETOUR_HANDLING_FEE_CENTS = 150;
export const PLATFORM_VAT_RATE = 19;

/** At most this many proof files per upload (a bank statement: a PDF or a few screenshots). */
export const INVOICE_PROOF_MAX_FILES = 3;

/** The platform as the issuer of invoices (the PDF's letterhead). */
export const PLATFORM_COMPANY = {
  name: "Fulfilo GmbH",
  street: "Lagerstraße 12",
  zip: "20457",
  city: "Hamburg",
  countryCode: "DE",
  vatId: "DE811907980",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  email: "billing@fulfilo.local",
} as const;

/** Line kinds; their label is translated, their description is data (a title, an order number). */
export const INVOICE_LINE_KINDS = ["goods", "shipping", "fulfilment", "margin", "credit", "service"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const INVOICE_PAYMENT_METHODS = ["bank", "card"] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/**
 * Why a Stripe event was not booked (kept for support, `invoices.failedCardEvents`): the object
 * is not at Stripe, the session is not one the platform created, or Stripe's session or payment
 * intent does not match our record of it (invoice, organisation, currency, amount), it was not
 * paid, or the invoice could no longer be paid; or the signed event itself is not of Stripe's
 * event shape (no `data.object` with an id), answered 400.
 */
export const CARD_EVENT_REASONS = [
  "unknown_object",
  "unknown_session",
  "invoice_mismatch",
  "organisation_mismatch",
  "currency_mismatch",
  "amount_mismatch",
  "not_paid",
  "not_payable",
  "malformed_event",
] as const;
export type CardEventReason = (typeof CARD_EVENT_REASONS)[number];
