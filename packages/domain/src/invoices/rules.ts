import type { InvoiceStatus, InvoiceType } from "./enums";

/**
 * The invoice's life (spec §4): an invoice with something to pay starts open, one with nothing
 * to pay (and a credit note, which the customer does not pay) is "no". The customer's bank
 * transfer proof makes an open or partially paid invoice customer_proved; support's recorded
 * payments make it partially_paid or paid; a card payment pays it. Paid, cancelled and "no" are
 * final. Support cancels an invoice nobody has paid anything of.
 */
export function initialInvoiceStatus(type: InvoiceType, total: number): InvoiceStatus {
  return type === "credit" || total === 0 ? "no" : "open";
}

const PAYABLE: readonly InvoiceStatus[] = ["open", "customer_proved", "partially_paid"];

export function isPayable(status: InvoiceStatus): boolean {
  return PAYABLE.includes(status);
}

/**
 * The one amount-due rule, whatever the channel (bank, card): the invoice's total, less the credit
 * notes that correct it, less what was paid net of refunds; never below zero (a credit note beyond
 * what is still due is the customer's money back, not a negative due).
 */
export function amountDue(total: number, credited: number, paidNet: number): number {
  return Math.max(total - credited - paidNet, 0);
}

/** The status after payments of `paid` in total against `total` (the total less its credit notes). */
export function statusAfterPayment(total: number, paid: number): InvoiceStatus {
  return paid >= total ? "paid" : paid > 0 ? "partially_paid" : "open";
}

export function mayCancel(status: InvoiceStatus, amountPaid: number): boolean {
  return (status === "open" || status === "customer_proved") && amountPaid === 0;
}

/**
 * A card payment pays the whole open amount of an open or partially paid invoice. Not while the
 * customer's bank transfer proof awaits support's check (that would be paid twice).
 */
export function mayPayByCard(status: InvoiceStatus): boolean {
  return status === "open" || status === "partially_paid";
}
