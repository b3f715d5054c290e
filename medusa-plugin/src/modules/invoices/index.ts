// The invoices module's public surface: what other domains, the API routes and the loaders may use.
// Its services are resolved from Medusa's container (invoiceService, cardPaymentService); the tRPC
// router, exported here, is mounted by trpc/router.ts.
export type { default as CardPaymentService } from "./card-payment-service";
export type { default as InvoiceService } from "./invoice-service";
export type { CreditedClaim } from "./issue-credit-note";
export { invoicesRouter } from "./router";
export type { InvoiceLineDraft } from "./sources";
export type {
  CardCheckoutStart,
  InvoiceDetail,
  InvoiceLineView,
  InvoiceSummary,
  InvoiceViewer,
  RunResult,
} from "./types";
