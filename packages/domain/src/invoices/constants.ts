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
 * Card payment (through Stripe). The card form offers Stripe's test cards and sends the test
 * payment method's id (never a card number) to the server; against the local fake Stripe and
 * against Stripe in test mode these ids behave as named. Real cards would need Stripe.js
 * Elements in the browser (not built).
 */
export const TEST_CARDS = [
  { paymentMethod: "pm_card_visa", number: "4242 4242 4242 4242", outcome: "succeeds" },
  { paymentMethod: "pm_card_chargeDeclined", number: "4000 0000 0000 0002", outcome: "declined" },
] as const;
export const CARD_PAYMENT_METHODS = ["pm_card_visa", "pm_card_chargeDeclined"] as const;
export type CardPaymentMethod = (typeof CARD_PAYMENT_METHODS)[number];
