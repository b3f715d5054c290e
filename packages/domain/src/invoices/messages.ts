// Translation keys of the invoices domain (spec §8: "an invoice preparation problem", "an error
// marking payment", "an error paying via a card payment provider"; the wordings are ours).
export const INVOICE_MESSAGES = {
  preparationFailed: "invoices:errors.preparationFailed",
  markPaymentFailed: "invoices:errors.markPaymentFailed",
  cardPaymentFailed: "invoices:errors.cardPaymentFailed",
  cardDeclined: "invoices:errors.cardDeclined",
  cardUnavailable: "invoices:errors.cardUnavailable",
  cardProcessing: "invoices:errors.cardProcessing",
  proofFailed: "invoices:errors.proofFailed",
  notFound: "invoices:errors.notFound",
  notPayable: "invoices:errors.notPayable",
  notCancellable: "invoices:errors.notCancellable",
  amountRequired: "invoices:errors.amountRequired",
  amountInvalid: "invoices:errors.amountInvalid",
  amountTooHigh: "invoices:errors.amountTooHigh",
  proofRequired: "invoices:errors.proofRequired",
  proofNotImage: "invoices:errors.proofNotImage",
  refundFailed: "invoices:errors.refundFailed",
  nothingToRefund: "invoices:errors.nothingToRefund",
  driftNotFound: "invoices:errors.driftNotFound",
  driftNotApplicable: "invoices:errors.driftNotApplicable",
  reconcileFailed: "invoices:errors.reconcileFailed",
} as const;
